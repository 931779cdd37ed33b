import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adminGetProperty,
  checkout,
  configureClient,
  createDivision,
  deletePropertyFact,
  extractLeaseText,
  getProperty,
  getPropertyInterestConversation,
  getViewingHours,
  health,
  listProperties,
  listWorkflowRuns,
  login,
  requestCall,
  streamPropertyInterestConversation,
  streamResidentConversation,
  updateShowings,
  urlOf,
} from '../src/index.ts';
import { closedPortUrl, sendJson, startServer } from './http-server.ts';

const ID = '0b7d1f5e-8a3c-4f1e-9d2b-6c5a4e3f2a1b';
const NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'Property not found' } };

let server: Awaited<ReturnType<typeof startServer>>;

/** Back to a known configuration: only the test server's URL, no providers, no hooks. */
const resetClient = () =>
  configureClient({
    baseUrl: server.url,
    tokens: { manager: undefined, tenant: undefined, resident: undefined },
    timeoutMs: undefined,
    fetch: undefined,
    onUnauthorized: undefined,
  });

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  resetClient();
});

describe('responses', () => {
  it('returns 200 with the parsed JSON body', async () => {
    server.respond((response) => sendJson(response, 200, { viewingDays: [] }));
    const result = await getViewingHours({ params: { propertyId: ID } });
    expect(result).toEqual({ status: 200, body: { viewingDays: [] } });
    expect(server.received[0]).toMatchObject({
      method: 'GET',
      url: `/api/v1/properties/${ID}/viewing-hours`,
    });
  });

  it('returns 201 with the created id', async () => {
    server.respond((response) => sendJson(response, 201, { id: ID, name: 'North wing' }));
    const result = await createDivision({ params: { id: ID }, body: { name: 'North wing' } });
    expect(result).toEqual({ status: 201, body: { id: ID, name: 'North wing' } });
  });

  it('returns a 4xx with its ApiError body instead of throwing', async () => {
    server.respond((response) => sendJson(response, 404, NOT_FOUND));
    expect(await getProperty({ params: { id: ID } })).toEqual({ status: 404, body: NOT_FOUND });
  });

  it('returns a 500 with its body instead of throwing', async () => {
    const error = { error: { code: 'INTERNAL', message: 'Something went wrong' } };
    server.respond((response) => sendJson(response, 500, error));
    expect(await listProperties()).toEqual({ status: 500, body: error });
  });

  it('returns a null body for 204', async () => {
    server.respond((response) => {
      response.writeHead(204);
      response.end();
    });
    expect(await health()).toEqual({ status: 204, body: null });
  });

  it('returns a null body for a 200 with an empty JSON body', async () => {
    server.respond((response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end();
    });
    expect(await health()).toEqual({ status: 200, body: null });
  });

  it('returns a non-JSON body as text', async () => {
    server.respond((response) => {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<h1>Bad gateway</h1>');
    });
    expect(await health()).toEqual({ status: 502, body: '<h1>Bad gateway</h1>' });
  });

  it('parses a +json content type such as application/problem+json', async () => {
    server.respond((response) => {
      response.writeHead(400, { 'content-type': 'application/problem+json' });
      response.end('{"title":"bad"}');
    });
    expect(await health()).toEqual({ status: 400, body: { title: 'bad' } });
  });

  it('returns status 0 when a JSON response cannot be parsed', async () => {
    server.respond((response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"truncated":');
    });
    expect(await health()).toEqual({ status: 0, body: null });
  });

  it('returns the ETag, sends If-None-Match, and answers 304 with a null body', async () => {
    const conversation = { id: ID, messages: [] };
    server.respond((response, request) => {
      if (request.headers['if-none-match'] === '"v1"') {
        response.writeHead(304, { etag: '"v1"' });
        response.end();
      } else sendJson(response, 200, conversation, { etag: '"v1"' });
    });
    const params = { propertyId: ID };
    const first = await getPropertyInterestConversation({ params });
    expect(first).toEqual({ status: 200, body: conversation, etag: '"v1"' });
    const second = await getPropertyInterestConversation(
      { params },
      { headers: { 'If-None-Match': first.etag ?? '' } },
    );
    expect(second).toEqual({ status: 304, body: null, etag: '"v1"' });
    expect(server.received[1]?.headers['if-none-match']).toBe('"v1"');
  });

  it('returns the 303 checkout answer with its body and follows nothing', async () => {
    const url = 'https://pay.example.com/session/abc';
    server.respond((response) => sendJson(response, 303, { url }));
    const result = await checkout({ query: { quantity: 12 } });
    expect(result).toEqual({ status: 303, body: { url } });
    expect(server.received).toHaveLength(1);
    expect(server.received[0]?.url).toBe('/api/v1/checkout?quantity=12');
  });
});

describe('failures without an HTTP status', () => {
  it('returns status 0 when nothing listens on the port', async () => {
    configureClient({ baseUrl: await closedPortUrl() });
    expect(await health()).toEqual({ status: 0, body: null });
  });

  it('returns status 0 when the server does not answer before the timeout', async () => {
    server.respond(() => {}); // never answers: only the timeout can end this call
    expect(await health(undefined, { timeoutMs: 150 })).toEqual({ status: 0, body: null });
  });

  it('applies the configured timeout when the call sets none', async () => {
    server.respond(() => {});
    configureClient({ timeoutMs: 150 });
    expect(await health()).toEqual({ status: 0, body: null });
  });

  it('returns status 0 when the body stalls past the timeout', async () => {
    server.respond((response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"status":'); // headers and half a body, then silence
    });
    expect(await health(undefined, { timeoutMs: 150 })).toEqual({ status: 0, body: null });
  });

  it('returns status 0 when the caller aborts', async () => {
    server.respond(() => {});
    const controller = new AbortController();
    const pending = health(undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toEqual({ status: 0, body: null });
  });

  it('returns status 0 without a request for a signal that is already aborted', async () => {
    expect(await health(undefined, { signal: AbortSignal.abort() })).toEqual({
      status: 0,
      body: null,
    });
    expect(server.received).toHaveLength(0);
  });
});

describe('retries', () => {
  /** Answers `first` (status and headers) to the first `times` requests, then 200. */
  const failFirst = (times: number, status: number, headers: Record<string, string> = {}) =>
    server.respond((response) =>
      server.received.length <= times
        ? sendJson(response, status, { error: { code: 'BUSY', message: 'Busy' } }, headers)
        : sendJson(response, 200, { viewingDays: [] }),
    );

  it.each([408, 429, 503])(
    'repeats a GET after a %i that says to retry at once',
    async (status) => {
      failFirst(1, status, { 'retry-after': '0' });
      const result = await getViewingHours({ params: { propertyId: ID } });
      expect(result).toEqual({ status: 200, body: { viewingDays: [] } });
      expect(server.received).toHaveLength(2);
    },
  );

  it('repeats a PUT and a DELETE, which may be sent twice', async () => {
    failFirst(1, 503, { 'retry-after': '0' });
    const showings = { mode: 'SELF' } as never;
    expect((await updateShowings({ params: { propertyId: ID }, body: showings })).status).toBe(200);
    failFirst(3, 503, { 'retry-after': '0' });
    expect((await deletePropertyFact({ params: { id: ID } })).status).toBe(200);
    expect(server.received.map((request) => request.method)).toEqual([
      'PUT',
      'PUT',
      'DELETE',
      'DELETE',
    ]);
  });

  it('gives up after two retries and returns the last answer', async () => {
    failFirst(5, 429, { 'retry-after': '0' });
    const result = await getViewingHours({ params: { propertyId: ID } });
    expect(result.status).toBe(429);
    expect(server.received).toHaveLength(3);
  });

  it('repeats nothing for a caller that asks again itself (retry: 0)', async () => {
    failFirst(1, 503, { 'retry-after': '0' });
    const result = await getViewingHours({ params: { propertyId: ID } }, { retry: 0 });
    expect(result.status).toBe(503);
    expect(server.received).toHaveLength(1);
  });

  it('never repeats a POST, which the server may have acted on', async () => {
    failFirst(1, 503, { 'retry-after': '0' });
    const body = { propertyId: ID, unitId: ID, phone: '5551234567' };
    expect((await requestCall({ body })).status).toBe(503);
    expect(server.received).toHaveLength(1);
  });

  it.each([400, 401, 404, 409, 500])('answers a %i at once, without retrying', async (status) => {
    failFirst(1, status, { 'retry-after': '0' });
    expect((await getViewingHours({ params: { propertyId: ID } })).status).toBe(status);
    expect(server.received).toHaveLength(1);
  });

  it('waits the Retry-After the server asks for before it repeats', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      failFirst(1, 503, { 'retry-after': '2' });
      const pending = getViewingHours({ params: { propertyId: ID } });
      await vi.waitFor(() => expect(server.received).toHaveLength(1));
      await vi.advanceTimersByTimeAsync(1_900);
      expect(server.received).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(200);
      expect((await pending).status).toBe(200);
      expect(server.received).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the token current at each attempt', async () => {
    let token = 'old';
    configureClient({ tokens: { manager: () => token } });
    server.respond((response) => {
      token = 'new';
      if (server.received.length === 1) sendJson(response, 503, {}, { 'retry-after': '0' });
      else sendJson(response, 200, []);
    });
    await listProperties();
    expect(server.received.map((request) => request.headers.authorization)).toEqual([
      'Bearer old',
      'Bearer new',
    ]);
  });
});

describe('bearer token', () => {
  const authorization = () => server.received.at(-1)?.headers.authorization;

  it("sends the manager provider's token to a manager endpoint", async () => {
    configureClient({ tokens: { manager: () => 'm-token', tenant: () => 't-token' } });
    await listProperties();
    expect(authorization()).toBe('Bearer m-token');
  });

  it('uses the manager provider for an admin endpoint', async () => {
    configureClient({ tokens: { manager: () => 'm-token' } });
    await adminGetProperty({ params: { id: ID } });
    expect(authorization()).toBe('Bearer m-token');
  });

  it('sends the tenant token from the widget and the manager token from the dashboard', async () => {
    const call = () => getPropertyInterestConversation({ params: { propertyId: ID } });
    configureClient({ tokens: { tenant: () => 't-token' } });
    await call();
    expect(authorization()).toBe('Bearer t-token');
    resetClient();
    configureClient({ tokens: { manager: () => 'm-token' } });
    await call();
    expect(authorization()).toBe('Bearer m-token');
  });

  it('skips a provider that has no token and takes the next audience', async () => {
    configureClient({ tokens: { tenant: () => '', resident: () => 'r-token' } });
    await requestCall({ body: { propertyId: ID, unitId: ID, phone: '5551234567' } });
    expect(authorization()).toBe('Bearer r-token');
  });

  it('lets an explicit token override the providers', async () => {
    configureClient({ tokens: { manager: () => 'm-token' } });
    await listProperties(undefined, { token: 'explicit' });
    expect(authorization()).toBe('Bearer explicit');
  });

  it('sends no Authorization when the explicit token is null', async () => {
    configureClient({ tokens: { manager: () => 'm-token' } });
    await listProperties(undefined, { token: null });
    expect(server.received[0]?.headers).not.toHaveProperty('authorization');
  });

  it('sends no Authorization to a public endpoint even when providers are set', async () => {
    configureClient({ tokens: { manager: () => 'm', tenant: () => 't', resident: () => 'r' } });
    await getViewingHours({ params: { propertyId: ID } });
    await login({ body: { email: 'ada@example.com' } });
    expect(server.received).toHaveLength(2);
    for (const request of server.received)
      expect(request.headers).not.toHaveProperty('authorization');
  });

  it('reports a 401 to onUnauthorized with the audience whose token was refused', async () => {
    const onUnauthorized = vi.fn();
    configureClient({ tokens: { manager: () => 'expired' }, onUnauthorized });
    server.respond((response) => sendJson(response, 401, NOT_FOUND));
    expect((await listProperties()).status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith('manager');
  });

  it('does not report a 401 of a call made with an explicit token', async () => {
    const onUnauthorized = vi.fn();
    configureClient({ onUnauthorized });
    server.respond((response) => sendJson(response, 401, NOT_FOUND));
    await listProperties(undefined, { token: 'mine' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('request building', () => {
  it('serialises the query and leaves out undefined and null values', async () => {
    await listWorkflowRuns({ query: { limit: 10, offset: undefined } });
    await getPropertyInterestConversation({
      params: { propertyId: ID },
      // null is not a valid tenantId; the run-time rule is still that it is left out
      query: { tenantId: null as unknown as string },
    });
    expect(server.received.map((request) => request.url)).toEqual([
      '/api/v1/workflow-runs?limit=10',
      `/api/v2/conversations/property-interest/${ID}`,
    ]);
  });

  it('encodes path params, so a slash or a space stays inside its segment', async () => {
    await getProperty({ params: { id: 'a/b c?d' } });
    expect(server.received[0]?.url).toBe('/api/v1/properties/a%2Fb%20c%3Fd');
  });

  it('sends the body as JSON with its content type', async () => {
    server.respond((response) => sendJson(response, 201, {}));
    await createDivision({ params: { id: ID }, body: { name: 'North wing' } });
    const request = server.received[0];
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ name: 'North wing' });
  });

  it('sends a file as it is, with its own type, and bytes as octet-stream', async () => {
    server.respond((response) => sendJson(response, 200, { text: 'Lease', format: 'TEXT' }));
    const file = new File(['Clause 1. Rent is due.'], 'lease.txt', { type: 'text/plain' });
    const result = await extractLeaseText({ params: { id: ID }, body: file });
    expect(result).toEqual({ status: 200, body: { text: 'Lease', format: 'TEXT' } });
    await extractLeaseText({ params: { id: ID }, body: new TextEncoder().encode('%PDF-1.4') });
    expect(server.received.map((r) => [r.headers['content-type'], r.body])).toEqual([
      ['text/plain', 'Clause 1. Rent is due.'],
      ['application/octet-stream', '%PDF-1.4'],
    ]);
  });

  it('sends no body and no content type when the endpoint has no body', async () => {
    await listProperties();
    expect(server.received[0]?.body).toBe('');
    expect(server.received[0]?.headers).not.toHaveProperty('content-type');
  });

  it('joins a base URL that ends with a slash without doubling it', async () => {
    configureClient({ baseUrl: `${server.url}/` });
    await health();
    expect(server.received[0]?.url).toBe('/api/health');
  });

  it('sends through the configured fetch', async () => {
    const spy = vi.fn<typeof fetch>((input, init) => fetch(input, init));
    configureClient({ fetch: spy });
    expect((await health()).status).toBe(200);
    expect(spy).toHaveBeenCalledOnce();
  });
});

describe('urlOf', () => {
  it("gives an event stream's URL from the contract's path, its params filled and encoded", () => {
    configureClient({ baseUrl: 'https://leasing.example/' });
    expect(urlOf(streamPropertyInterestConversation, { params: { propertyId: ID } })).toBe(
      `https://leasing.example/api/v1/conversations/property-interest/${ID}/events`,
    );
    expect(urlOf(streamResidentConversation, { params: { id: 'a/b' } })).toBe(
      'https://leasing.example/api/v1/conversations/resident/a%2Fb/events',
    );
  });
});
