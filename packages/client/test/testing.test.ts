import { beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import {
  checkout,
  configureClient,
  getProperty,
  getPropertyInterestConversation,
  listLeadsPage,
  listProperties,
  startPropertyInterest,
  updateUser,
} from '../src/index.ts';
import { fakeApi, sample } from '../src/testing.ts';

const ID = '0b7d1f5e-8a3c-4f1e-9d2b-6c5a4e3f2a1b';
const BASE = 'http://api.test';

/** Installs the fake as the client's network and returns it. */
function serve(...args: Parameters<typeof fakeApi>) {
  const api = fakeApi(...args);
  configureClient({ baseUrl: BASE, fetch: api.fetch, tokens: { manager: () => 'jwt-m' } });
  return api;
}

beforeEach(() => configureClient({ baseUrl: undefined, fetch: undefined, tokens: {} }));

describe('fakeApi', () => {
  it('matches a path with params to its endpoint and answers with the typed reply', async () => {
    const api = serve({
      getProperty: ({ params }) => ({ status: 200, body: sample.property({ id: params.id }) }),
    });
    const result = await getProperty({ params: { id: ID } });
    expect(result).toEqual({ status: 200, body: sample.property({ id: ID }) });
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({
      endpoint: 'getProperty',
      method: 'GET',
      url: `${BASE}/api/v1/properties/${ID}`,
      params: { id: ID },
      authorization: 'Bearer jwt-m',
    });
  });

  it('prefers a literal path to one with a param (/leads/page is not a lead id)', async () => {
    const api = serve({
      listLeadsPage: {
        status: 200,
        body: { leads: [], properties: [], units: [], nextCursor: null },
      },
    });
    const result = await listLeadsPage({ query: { limit: 20, q: '555', sort: 'name' } });
    expect(result.status).toBe(200);
    // Query values are typed as the contract declares them: a number stays a number.
    expect(api.callsTo('listLeadsPage')[0]?.query).toEqual({ limit: 20, q: '555', sort: 'name' });
  });

  it('records the parsed body and the headers of every call', async () => {
    const api = serve({
      updateUser: ({ body }) => ({ status: 200, body: sample.user(body) }),
    });
    await updateUser(
      { params: { id: ID }, body: { firstName: 'Ann' } },
      { headers: { 'x-test': '1' } },
    );
    const [call] = api.callsTo('updateUser');
    expect(call?.body).toEqual({ firstName: 'Ann' });
    expect(call?.headers.get('x-test')).toBe('1');
    expectTypeOf(call!.body).toEqualTypeOf<Parameters<typeof updateUser>[0]['body']>();
  });

  it('answers 404 to an endpoint without a handler, and to a path no endpoint has', async () => {
    const api = serve();
    const result = await listProperties();
    expect(result.status).toBe(404);
    expect(api.callsTo('listProperties')).toHaveLength(1);
    const stray = await api.fetch(`${BASE}/api/v1/nowhere`);
    expect(stray.status).toBe(404);
    expect(api.unmatched).toEqual([`GET ${BASE}/api/v1/nowhere`]);
    expect(api.calls).toHaveLength(1);
  });

  it('answers in turn, repeats the last reply, and takes new handlers during a test', async () => {
    const api = serve();
    const conversation = sample.conversation();
    api.on(
      'getPropertyInterestConversation',
      { status: 200, body: conversation, headers: { etag: '"v1"' } },
      { status: 304, body: null },
    );
    const poll = () => getPropertyInterestConversation({ params: { propertyId: ID } });
    expect(await poll()).toEqual({ status: 200, body: conversation, etag: '"v1"' });
    expect((await poll()).status).toBe(304);
    expect((await poll()).status).toBe(304);
    api.on('getPropertyInterestConversation', {
      status: 401,
      body: sample.apiError('UNAUTHORIZED'),
    });
    expect((await poll()).status).toBe(401);
  });

  it('holds answers until released, and fails like the network on status 0', async () => {
    const api = serve({
      listProperties: { status: 200, body: [sample.property()] },
      startPropertyInterest: { status: 0, body: null },
    });
    const release = api.hold('listProperties');
    let settled = false;
    const pending = listProperties().then((result) => {
      settled = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    expect(api.callsTo('listProperties')).toHaveLength(1);
    release();
    expect((await pending).status).toBe(200);

    const failed = await startPropertyInterest({
      body: { email: 'a@example.com', propertyId: ID },
    });
    expect(failed).toEqual({ status: 0, body: null });
  });

  it('sends a string body as text and passes a Response through', async () => {
    serve({
      checkout: () =>
        new Response('{"url":"https://pay.example.com"}', {
          status: 303,
          headers: { 'content-type': 'application/json' },
        }),
    });
    expect(await checkout({ query: { quantity: 2 } })).toEqual({
      status: 303,
      body: { url: 'https://pay.example.com' },
    });
  });
});

describe('reply types', () => {
  it('are the contract’s', () => {
    fakeApi({
      getProperty: { status: 200, body: sample.property() },
      listProperties: { status: 401, body: sample.apiError() },
    });
    fakeApi({
      // @ts-expect-error a property is not a list of properties
      listProperties: { status: 200, body: sample.property() },
    });
    fakeApi({
      // @ts-expect-error getProperty declares no 201
      getProperty: { status: 201, body: sample.property() },
    });
    fakeApi({
      // @ts-expect-error an error status carries an ApiError
      getProperty: { status: 500, body: { message: 'boom' } },
    });
    // @ts-expect-error no endpoint has this name
    fakeApi({ getProperties: { status: 200, body: [] } });
    const api = fakeApi();
    api.on('getProperty', ({ params }) => ({
      status: 200,
      // @ts-expect-error the request of getProperty has params.id, not params.propertyId
      body: sample.property({ id: params.propertyId }),
    }));
    expect(api.calls).toEqual([]);
  });
});

describe('samples', () => {
  it('build whole records and apply overrides', () => {
    expect(sample.unit({ unitNumber: '7' })).toMatchObject({
      unitNumber: '7',
      propertyId: sample.property().id,
    });
    expect(sample.lead().property).toEqual(sample.property());
    expect(sample.id(12)).toBe('00000000-0000-4000-8000-000000000012');
  });
});
