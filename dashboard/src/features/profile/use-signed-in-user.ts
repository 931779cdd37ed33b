import type { User } from '@porchlight/client';
import { useSession } from '../../session/store.ts';
import { useCurrentUser } from '../../session/use-current-user.ts';

/** The signed-in manager's record (null until loaded) and how to keep a saved one. */
export function useSignedInUser(): { user: User | null; setUser: (user: User) => void } {
  const user = useCurrentUser();
  const setUser = useSession((state) => state.setUser);
  return { user, setUser };
}
