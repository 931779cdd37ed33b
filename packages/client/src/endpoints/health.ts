import type { Endpoints } from '@porchlight/contract';
import { define } from '../define.ts';

/** Liveness of the API: 200 while the process serves requests. */
export const health = /* @__PURE__ */ define<Endpoints['health']>('GET', '/api/health', ['public']);
