/** One call of `Porchlight(name, ...args)`, as the snippet's stub queues it. */
export type Command = ArrayLike<unknown>;

/** The one global a host page sees: call it with a command; `q` holds queued calls. */
export interface PorchlightGlobal {
  (name: string, ...args: unknown[]): void;
  q?: Command[];
}

export type CommandHandlers = Record<string, (...args: unknown[]) => void>;

/**
 * Replaces the snippet's stub with the real function and runs the commands queued before
 * the loader arrived, in order. A bad command is logged and skipped: nothing here ever
 * throws into the host page.
 */
export function installCommandQueue(
  host: { Porchlight?: PorchlightGlobal | undefined },
  handlers: CommandHandlers,
  log: (message: string, ...details: unknown[]) => void,
): PorchlightGlobal {
  const run = (command: Command) => {
    const [name, ...args] = Array.from(command);
    const handler =
      typeof name === 'string' && Object.hasOwn(handlers, name) ? handlers[name] : undefined;
    if (!handler) {
      log(`unknown command ${JSON.stringify(name)}; skipped`);
      return;
    }
    try {
      handler(...args);
    } catch (error) {
      log(`command "${name}" failed`, error);
    }
  };
  const queued = host.Porchlight?.q ?? [];
  const api: PorchlightGlobal = (name, ...args) => run([name, ...args]);
  api.q = [];
  host.Porchlight = api;
  for (const command of queued) run(command);
  return api;
}
