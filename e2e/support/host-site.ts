import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HostSite {
  /** The site's origin, e.g. http://localhost:41234: another origin than Porchlight's. */
  origin: string;
  stop: () => Promise<void>;
}

export type HostFiles = Record<string, string>;

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/**
 * A plain third-party web site on a port of its own (so another origin than the
 * Porchlight server): serves `files` by path, 204 for the favicon, 404 for the rest.
 * Pages get the origin through `{{origin}}` placeholders.
 */
export async function startHostSite(files: (origin: string) => HostFiles): Promise<HostSite> {
  let served: HostFiles = {};
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://host').pathname;
    const body = served[path];
    if (path === '/favicon.ico') return response.writeHead(204).end();
    if (body === undefined) return response.writeHead(404).end('not found');
    const type = TYPES[path.split('.').pop() ?? ''] ?? TYPES.html!;
    response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // "localhost" against the server's 127.0.0.1: another host, so another origin and site.
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  served = files(origin);
  return {
    origin,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
