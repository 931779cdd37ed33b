import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'demo-site',
    environment: 'happy-dom',
  },
});
