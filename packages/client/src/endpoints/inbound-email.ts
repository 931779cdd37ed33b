import type { Endpoints } from '@porchlight/contract';
import { define } from '../define.ts';

/** A forwarded lead e-mail (raw MIME) from a mail provider's inbound webhook: 202. */
export const receiveInboundEmail = /* @__PURE__ */ define<Endpoints['receiveInboundEmail']>(
  'POST',
  '/api/v1/inbound-email',
  ['public'],
);
