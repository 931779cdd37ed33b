import { afterEach } from 'vitest';
import { takeServerLogs } from './server.ts';

// Each test's server logs are kept and shown only when that test failed (the cause is
// usually in them); a passing test's are dropped.
afterEach((context) => {
  const logs = takeServerLogs();
  if (context.task.result?.state === 'fail' && logs) {
    process.stderr.write(`\n--- server log during "${context.task.name}" ---\n${logs}\n`);
  }
});
