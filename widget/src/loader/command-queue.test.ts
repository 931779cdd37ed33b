import { describe, expect, it, vi } from 'vitest';
import { installCommandQueue, type PorchlightGlobal } from './command-queue.ts';

/** The stub the embed snippet defines before the loader arrives. */
function snippetStub(): PorchlightGlobal {
  const stub: PorchlightGlobal = (...args) => {
    stub.q ??= [];
    stub.q.push(args);
  };
  return stub;
}

describe('installCommandQueue', () => {
  it('runs the commands queued before the loader arrived, in order, then later calls', () => {
    const host = { Porchlight: snippetStub() };
    host.Porchlight('init', { property: 'p1' });
    host.Porchlight('open');
    const calls: unknown[][] = [];
    installCommandQueue(
      host,
      { init: (...args) => calls.push(['init', ...args]), open: () => calls.push(['open']) },
      () => {},
    );
    host.Porchlight('open');
    expect(calls).toEqual([['init', { property: 'p1' }], ['open'], ['open']]);
  });

  it('logs an unknown or failing command and goes on with the next one', () => {
    const host = { Porchlight: snippetStub() };
    host.Porchlight('explode');
    host.Porchlight('boom');
    host.Porchlight('open');
    const log = vi.fn();
    const open = vi.fn();
    installCommandQueue(
      host,
      {
        boom: () => {
          throw new Error('bad');
        },
        open,
      },
      log,
    );
    expect(open).toHaveBeenCalledOnce();
    expect(log).toHaveBeenCalledWith('unknown command "explode"; skipped');
    expect(log).toHaveBeenCalledWith('command "boom" failed', expect.any(Error));
  });

  it('works when no stub was defined and ignores names inherited from Object', () => {
    const host: { Porchlight?: PorchlightGlobal } = {};
    const log = vi.fn();
    const api = installCommandQueue(host, {}, log);
    expect(host.Porchlight).toBe(api);
    expect(() => api('toString')).not.toThrow();
    expect(log).toHaveBeenCalledWith('unknown command "toString"; skipped');
  });
});
