import { getUser } from '@porchlight/client';
import { useEffect } from 'react';
import { logOut, useSession } from './store.ts';

/**
 * Fetches the signed-in manager once per session and keeps it in the session store.
 * A refused fetch (403, 404) means the stored session is not valid: log out, which sends
 * the user to /login (spec section 4); a 401 is the client's hook's to sign out, once
 * (client-session.ts). A network failure keeps the page usable.
 */
export function useCurrentUser() {
  const userId = useSession((state) => state.userId);
  const user = useSession((state) => state.user);
  const setUser = useSession((state) => state.setUser);

  useEffect(() => {
    if (!userId || user?.id === userId) return;
    const controller = new AbortController();
    void getUser({ params: { id: userId } }, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.status === 200) setUser(result.body);
      else if (result.status !== 401 && result.status >= 400 && result.status < 500) logOut();
    });
    return () => controller.abort();
  }, [userId, user?.id, setUser]);

  return user;
}
