import { authCallback } from '@porchlight/client';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../session/store.ts';

export const CALLBACK_ERROR = 'There was an error logging in, please try again.';

export type MagicLinkState = 'none' | 'exchanging' | 'failed';

/**
 * The e-mailed link lands on /login?token=…&email=…: exchange it for a session (jwt and
 * userID stored with the e-mail) and go to /properties; a refused link shows the spec's alert.
 */
export function useMagicLink(): MagicLinkState {
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  const navigate = useNavigate();
  const signIn = useSession((state) => state.signIn);
  const [state, setState] = useState<MagicLinkState>(token && email ? 'exchanging' : 'none');

  useEffect(() => {
    if (!token || !email) return;
    let cancelled = false;
    setState('exchanging');
    void authCallback({ query: { token, email } }).then((result) => {
      if (cancelled) return;
      if (result.status === 200) {
        signIn({ token: result.body.jwt, userId: result.body.userID, email });
        navigate('/properties', { replace: true });
      } else {
        setState('failed');
        // Drop the spent link from the address bar so a reload does not retry it.
        navigate('/login', { replace: true });
      }
    });
    return () => {
      cancelled = true;
    };
  }, [token, email, signIn, navigate]);

  return state;
}
