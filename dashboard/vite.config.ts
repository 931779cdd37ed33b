import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  server: {
    // `npm start` (or the built server) answers the API on 8080 while Vite serves the UI.
    proxy: { '/api': 'http://localhost:8080' },
  },
  // The manifest lets scripts/check-size.mjs add up what each first route loads.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  test: {
    name: 'dashboard',
    environment: 'happy-dom',
    // The live preview's frame asks for the widget's script, which tests never serve: a
    // refused script is then a quiet no-op, not an error printed among the results.
    environmentOptions: {
      happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } },
    },
    setupFiles: ['./vitest.setup.ts'],
    // Files share one module graph per worker instead of importing Mantine and the app anew
    // each (the dashboard's tests: 43 s → 14 s on 2 cores); every test renders into a
    // cleaned document, and vitest.setup.ts loads the whole app once so that no lazy import
    // a test leaves behind loads after its file has ended.
    isolate: false,
  },
});
