import { configureClient } from '@porchlight/client';
import { currentToken, logOut } from './store.ts';

/**
 * Connects the client to the manager's session: every manager call carries the stored
 * token, and the client's 401 hook signs out, which sends the user to /login (spec section
 * 4: a 401 clears everything). Once per session end: a report that comes when no one is
 * signed in any more (another call the server refused in the same moment) changes nothing.
 */
export function connectClient(): void {
  configureClient({
    tokens: { manager: currentToken },
    onUnauthorized: (audience) => {
      if (audience === 'manager' && currentToken()) logOut();
    },
  });
}
