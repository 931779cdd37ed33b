import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'demo-site',
    environment: 'happy-dom',
    // The tests check that a script tag is added; happy-dom need not fetch it.
    environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
  },
});
