import { authCallback } from '@porchlight/client';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../session/store.ts';

export const CALLBACK_ERROR = 'There was an error logging in, please try again.';

export type MagicLinkState = 'none' | 'confirm' | 'exchanging' | 'failed';

export interface MagicLink {
  state: MagicLinkState;
  /** The address the link signs in, shown on the confirmation. */
  email: string | null;
  /** Spends the link: the manager pressed "Sign in". */
  confirm: () => void;
}

/**
 * The e-mailed link lands on /login?token=…&email=…. It is spent only when the manager
 * confirms with one click: mail scanners open links (some run their scripts), and one that
 * spent the link on load would sign itself in and leave the manager's own click refused.
 * Then: the session is stored and /properties opens; a refused link shows the spec's alert.
 */
export function useMagicLink(): MagicLink {
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  const navigate = useNavigate();
  const signIn = useSession((state) => state.signIn);
  const [state, setState] = useState<MagicLinkState>(token && email ? 'confirm' : 'none');

  const confirm = useCallback(() => {
    if (!token || !email) return;
    setState('exchanging');
    void authCallback({ query: { token, email } }).then((result) => {
      if (result.status === 200) {
        signIn({ token: result.body.jwt, userId: result.body.userID, email });
        navigate('/properties', { replace: true });
      } else {
        setState('failed');
        // Drop the spent link from the address bar so a reload does not retry it.
        navigate('/login', { replace: true });
      }
    });
  }, [token, email, signIn, navigate]);

  return { state, email, confirm };
}
