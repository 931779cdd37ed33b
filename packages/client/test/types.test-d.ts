/**
 * Type-level checks, enforced by `tsc -p packages/client` (test files are included): every
 * `@ts-expect-error` below must stay an error, or tsc reports it as unused.
 */

import type { Endpoints } from '@porchlight/contract';
import { expectTypeOf } from 'vitest';
import { define } from '../src/define.ts';
import {
  checkout,
  createDivision,
  getProperty,
  getPropertyInterestConversation,
  health,
  listProperties,
} from '../src/index.ts';

const id = '0b7d1f5e-8a3c-4f1e-9d2b-6c5a4e3f2a1b';

export const typeChecks = async () => {
  // A request is optional only when nothing in it is required.
  await health();
  await listProperties(undefined, { token: null });
  // @ts-expect-error getProperty needs its path params
  await getProperty();
  // @ts-expect-error the path param is `id`, not `propertyId`
  await getProperty({ params: { propertyId: id } });
  // @ts-expect-error createDivision needs a body
  await createDivision({ params: { id } });
  // @ts-expect-error the division body has `name`, not `title`
  await createDivision({ params: { id }, body: { title: 'North wing' } });
  // @ts-expect-error an endpoint without a body takes none
  await listProperties({ body: { name: 'x' } });
  // @ts-expect-error checkout's quantity is a number
  await checkout({ query: { quantity: 'twelve' } });

  // The status narrows the body.
  const result = await getProperty({ params: { id } });
  if (result.status === 200) expectTypeOf(result.body.id).toBeString();
  if (result.status === 404) expectTypeOf(result.body.error.code).toBeString();
  if (result.status === 0) expectTypeOf(result.body).toBeNull();
  expectTypeOf(result.etag).toEqualTypeOf<string | undefined>();
  const redirect = await checkout({ query: { quantity: 1 } });
  if (redirect.status === 303) expectTypeOf(redirect.body.url).toBeString();
  const polled = await getPropertyInterestConversation({ params: { propertyId: id } });
  expectTypeOf(polled.status).extract<304>().toEqualTypeOf<304>();

  // define repeats the contract's method, path and auth; any difference is a type error.
  // @ts-expect-error wrong method
  define<Endpoints['getProperty']>('POST', '/api/v1/properties/{id}', ['manager']);
  // @ts-expect-error wrong path
  define<Endpoints['getProperty']>('GET', '/api/v1/property/{id}', ['manager']);
  // @ts-expect-error wrong audience
  define<Endpoints['getProperty']>('GET', '/api/v1/properties/{id}', ['tenant']);
  type Conversation = Endpoints['getPropertyInterestConversation'];
  const conversationPath = '/api/v2/conversations/property-interest/{propertyId}';
  // @ts-expect-error audiences in another order than the contract's
  define<Conversation>('GET', conversationPath, ['manager', 'tenant']);
  // The function keeps the literals for tests and tooling.
  expectTypeOf(getProperty.path).toEqualTypeOf<'/api/v1/properties/{id}'>();
};
