import { useEffect, useRef, useState } from 'react';

/**
 * The state of an 'Add New …' dialog while it creates: its alert, whether a creation is
 * under way, and the abort that stops one when the dialog closes (or unmounts) mid-way.
 */
export function useCreation() {
  const [alert, setAlert] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  /** Clears the alert and the busy state. */
  const reset = () => {
    setAlert(null);
    setCreating(false);
  };

  /** Stops the creation under way, if any, and clears the dialog's state. */
  const cancel = () => {
    abort.current?.abort();
    reset();
  };

  /** Runs one creation with its own abort signal; busy until it ends (unless cancelled). */
  const run = async (create: (signal: AbortSignal) => Promise<void>) => {
    const controller = new AbortController();
    abort.current = controller;
    setCreating(true);
    await create(controller.signal);
    if (!controller.signal.aborted) setCreating(false);
  };

  return { alert, setAlert, creating, reset, cancel, run };
}
