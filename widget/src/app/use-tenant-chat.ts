import {
  getPropertyInterestConversation,
  resetPropertyInterestConversation,
  sendPropertyInterestMessage,
  startPropertyInterest,
  streamPropertyInterestConversation,
  tenantCallback,
} from '@porchlight/client';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ChatSession, ChatStage, ShowAlert } from './chat-session.ts';
import { logQuietly, sendAndRefresh } from './chat-session.ts';
import type { ChatOptions, Emit } from './mount-api.ts';
import { readStored, seenKey, writeStored } from './storage.ts';
import { emailFailureText, TEXT } from './texts.ts';
import { useConversation } from './use-conversation.ts';

/**
 * The prospect's chat (spec section 4, "Tenant chat start" to "Reset"): login-link
 * exchange, e-mail prompt with its 200/201 results, the polled conversation with 401 and
 * 404 recovery, sending and reset.
 */
export function useTenantChat(
  options: ChatOptions,
  open: boolean,
  showAlert: ShowAlert,
  emit: Emit,
): ChatSession {
  const { propertyId, surface } = options;
  const unitId = options.unitId ?? null;
  const [token, setToken] = useState(() => readStored('tenantToken'));
  const [stage, setStage] = useState<ChatStage>('starting');
  const [linkSentTo, setLinkSentTo] = useState('');
  // The automatic submission of a known address runs once per page life (spec section 4).
  const autoSubmitted = useRef(false);

  const signIn = (jwt: string, tenantId: string, email: string) => {
    writeStored('tenantToken', jwt);
    writeStored('tenantId', tenantId);
    writeStored('tenantEmail', email);
    setToken(jwt);
    setStage('chat');
  };

  const submitEmail = async (email: string) => {
    setStage('starting');
    // In a listing page's panel, the login link may lead back to that page (the server
    // decides, by the manager's own sites); the fragment is never part of it. A page with
    // no web address (a file opened from disk, the dashboard's preview) sends none.
    const onWeb = /^https?:$/.test(location.protocol);
    const pageUrl = surface === 'widget' && onWeb ? location.href.split('#')[0] : undefined;
    const name = options.prefill?.name?.trim().slice(0, 200);
    const result = await startPropertyInterest({
      body: {
        email,
        propertyId,
        unitId,
        ...(pageUrl ? { pageUrl } : {}),
        ...(name ? { name } : {}),
      },
    });
    if (result.status === 200 || result.status === 201)
      emit('leadCaptured', { email, propertyId, unitId });
    if (result.status === 200) {
      writeStored('tenantEmail', email);
      setLinkSentTo(email);
      setStage('linkSent');
    } else if (result.status === 201) {
      signIn(result.body.jwt, result.body.tenantID, email);
    } else {
      showAlert(emailFailureText(result));
      setStage('email');
    }
  };

  /** Registers or logs in with a known address, else asks for one. */
  const startEmailFlow = () => {
    const known = (options.token ? null : options.email) || readStored('tenantEmail');
    if (known && !autoSubmitted.current) {
      autoSubmitted.current = true;
      void submitEmail(known);
    } else {
      setStage('email');
    }
  };

  /** Signs in by the e-mailed link when there is one, else resumes or asks for an address. */
  const begin = async () => {
    if (options.token && options.email) {
      const result = await tenantCallback({
        query: { token: options.token, email: options.email },
      });
      if (result.status === 200) {
        if (options.signedInUrl) {
          writeStored('tenantToken', result.body.jwt);
          writeStored('tenantId', result.body.tenantID);
          writeStored('tenantEmail', options.email);
          location.replace(options.signedInUrl);
        } else {
          signIn(result.body.jwt, result.body.tenantID, options.email);
        }
        return;
      }
      showAlert(TEXT.loginFailed);
    }
    if (readStored('tenantToken')) {
      setStage('chat');
    } else {
      writeStored('tenantId', null);
      startEmailFlow();
    }
  };

  // Runs once per mount, as the page's start does; a link waits for the person's click.
  useEffect(() => {
    if (options.token && options.email) setStage('confirmLink');
    else void begin();
  }, []);

  const feed = useConversation(
    (headers) =>
      getPropertyInterestConversation({ params: { propertyId } }, { token, headers, retry: 0 }),
    stage === 'chat' && Boolean(token && propertyId),
    token,
    (status) => {
      if (status === 401) {
        writeStored('tenantToken', null);
        writeStored('tenantId', null);
        setToken(null);
        startEmailFlow();
      } else if (status === 404) {
        startEmailFlow();
      } else {
        logQuietly('conversation fetch failed', status);
      }
    },
    emit,
    options.live !== false && token
      ? { endpoint: streamPropertyInterestConversation, request: { params: { propertyId } }, token }
      : null,
    open,
  );

  // What the open chat showed is seen: a listing page's launcher counts replies after it.
  const lastShown = feed.messages.at(-1)?.id;
  useEffect(() => {
    if (open && stage === 'chat' && lastShown) writeStored(seenKey(propertyId), lastShown);
  }, [open, stage, lastShown, propertyId]);

  return {
    stage,
    linkSentTo,
    confirmLink: () => {
      setStage('starting');
      void begin();
    },
    messages: feed.messages,
    token,
    submitEmail,
    changeEmail() {
      writeStored('tenantEmail', null);
      setStage('email');
    },
    send: (message) =>
      sendAndRefresh(
        sendPropertyInterestMessage({ params: { propertyId }, body: { message } }, { token }),
        feed,
        showAlert,
      ),
    async reset() {
      const result = await resetPropertyInterestConversation({ params: { propertyId } }, { token });
      if (result.status !== 200) {
        showAlert(TEXT.resetFailed);
        return false;
      }
      feed.clear();
      return true;
    },
  };
}
