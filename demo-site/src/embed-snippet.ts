import type { PorchlightGlobal } from './porchlight-global.ts';

/**
 * What a customer's page does to embed the chat: define the `Porchlight` stub, whose
 * queue `q` holds the calls made before the loader arrives, then load the loader. The
 * demo does it from its own script file so the page keeps a strict script policy.
 */
export function embedPorchlight(loaderUrl: string, options: { property?: string } = {}) {
  const queue: unknown[][] = [];
  const stub: PorchlightGlobal = Object.assign((...args: unknown[]) => void queue.push(args), {
    q: queue,
  });
  window.Porchlight ??= stub;
  window.Porchlight('init', options);
  const script = document.createElement('script');
  script.async = true;
  script.src = loaderUrl;
  document.head.append(script);
}
