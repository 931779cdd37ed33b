/**
 * Domain tests run in plain Node: pure functions, no DOM, no setup. A plain object
 * (no `vitest/config` import) keeps the package free of imports beyond its own files.
 */
export default {
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
};
