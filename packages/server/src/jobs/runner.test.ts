import { describe, expect, it } from 'vitest';
import { jobLogLevel } from './runner.ts';

describe("graphile-worker's messages", () => {
  it('keep their level', () => {
    expect(jobLogLevel('error', 'Failed to run job')).toEqual({
      level: 'error',
      message: 'Failed to run job',
    });
    expect(jobLogLevel('warning', 'slow')).toMatchObject({ level: 'warn' });
    expect(jobLogLevel('info', 'Worker connected')).toMatchObject({ level: 'debug' });
  });

  it('say the known shutdown race once, as a warning, and its echoes as detail', () => {
    const race = jobLogLevel(
      'error',
      'Releasing local queue failed: Error: Cannot background something when the queue is already released',
    );
    expect(race.level).toBe('warn');
    expect(race.message).toMatch(/handed back, or freed at the next start/);
    for (const echo of [
      'Deactivation failed: AggregateError: Errors occurred whilst deactivating queue',
      'Error occurred during graceful shutdown: Errors occurred whilst deactivating queue',
    ]) {
      expect(jobLogLevel('error', echo).level).toBe('debug');
    }
  });
});
