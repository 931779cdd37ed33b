import { defineProject } from 'vitest/config';

export default defineProject({
  // build.mjs names chat.js by its content; the loader's tests see the plain name.
  define: { __CHAT_FILE__: JSON.stringify('chat.js') },
  test: {
    name: 'widget',
    environment: 'happy-dom',
  },
});
