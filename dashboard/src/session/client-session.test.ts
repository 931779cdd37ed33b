import { configureClient, getUser, listProperties } from '@porchlight/client';
import { sample } from '@porchlight/client/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetAfterTest, serveApi } from '../../test-utils/index.ts';
import { connectClient } from './client-session.ts';
import { logOut, useSession } from './store.ts';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const refused = { status: 401, body: sample.apiError('UNAUTHORIZED') } as const;

/** Counts the sign-outs: each one empties a session that held a token. */
function countSignOuts() {
  const count = { signOuts: 0 };
  const stop = useSession.subscribe((state, before) => {
    if (before.token && !state.token) count.signOuts += 1;
  });
  return { count, stop };
}

const signIn = (token: string) =>
  useSession.getState().signIn({ token, userId: USER_ID, email: 'pat@example.com' });

beforeEach(() => {
  localStorage.clear();
  logOut();
  connectClient();
});
afterEach(() => {
  configureClient({ tokens: { manager: undefined }, onUnauthorized: undefined });
  resetAfterTest();
});

describe("the client's 401 hook", () => {
  it('sends the stored token, and signs out once when every call in flight is refused', async () => {
    const api = serveApi({ listProperties: refused, getUser: refused });
    const { count, stop } = countSignOuts();
    signIn('session-a');
    await Promise.all([listProperties(), listProperties(), getUser({ params: { id: USER_ID } })]);
    // A call made after the sign-out, without a token, is refused too: nothing more happens.
    await listProperties();
    stop();
    expect(api.calls[0]?.authorization).toBe('Bearer session-a');
    expect(count.signOuts).toBe(1);
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signs out again when a later session ends', async () => {
    serveApi({ listProperties: refused });
    const { count, stop } = countSignOuts();
    signIn('session-b');
    await listProperties();
    signIn('session-c');
    await listProperties();
    stop();
    expect(count.signOuts).toBe(2);
  });

  it('keeps the session when a call succeeds', async () => {
    serveApi({ listProperties: { status: 200, body: [] } });
    signIn('session-d');
    expect((await listProperties()).status).toBe(200);
    expect(useSession.getState().token).toBe('session-d');
  });
});
