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
  },
});
