/** The widget's one global, as a host page sees it (the widget's loader defines it). */
export type PorchlightGlobal = ((name: string, ...args: unknown[]) => void) & {
  q?: unknown[][];
};

declare global {
  interface Window {
    Porchlight?: PorchlightGlobal;
  }
}
