import {
  getResidentConversation,
  resetResidentConversation,
  residentCallback,
  sendResidentMessage,
  startResidentConversation,
  streamResidentConversation,
} from '@porchlight/client';
import { useEffect, useState } from 'preact/hooks';
import type { ChatSession, ChatStage, ShowAlert } from './chat-session.ts';
import { logQuietly, sendAndRefresh } from './chat-session.ts';
import type { ChatOptions, Emit } from './mount-api.ts';
import { conversationKey, readStored, writeStored } from './storage.ts';
import { emailFailureText, failureText, TEXT } from './texts.ts';
import { useConversation } from './use-conversation.ts';

/**
 * The resident's chat (spec "Resident AI", resident view, and section 4 "Resident chat"):
 * login-link exchange, the e-mail prompt (202: a link was e-mailed), a conversation
 * started or restored, polled, and reset into a new one.
 */
export function useResidentChat(
  options: ChatOptions,
  open: boolean,
  showAlert: ShowAlert,
  emit: Emit,
): ChatSession {
  const { propertyId, cancelUrl } = options;
  const unitId = options.unitId ?? null;
  const key = conversationKey(propertyId, options.unitId);
  const [token, setToken] = useState(
    () => readStored('residentToken') ?? options.previewToken ?? null,
  );
  // Restored by the stored id when not in resident mode, else started (spec section 4).
  const [id, setId] = useState(() => (options.resident ? null : readStored(key)));
  const [stage, setStage] = useState<ChatStage>('starting');
  const [linkSentTo, setLinkSentTo] = useState('');

  const adoptConversation = (next: string) => {
    writeStored(key, next);
    setId(next);
    setStage('chat');
  };

  const signOut = () => {
    writeStored('residentToken', null);
    writeStored('residentId', null);
    setToken(null);
    setStage('email');
  };

  const start = async (jwt: string) => {
    const result = await startResidentConversation(
      { body: { propertyId, unitId } },
      { token: jwt },
    );
    if (result.status === 200 || result.status === 201) adoptConversation(result.body.id);
    else if (result.status === 401) signOut();
    else showAlert(TEXT.unexpected);
  };

  /** Signs in by the e-mailed link when there is one, then opens or starts the chat. */
  const begin = async () => {
    {
      let jwt = token;
      if (options.token && options.email) {
        const result = await residentCallback({
          query: { token: options.token, email: options.email },
        });
        if (result.status === 200) {
          writeStored('residentToken', result.body.jwt);
          writeStored('residentId', result.body.tenantID);
          writeStored('residentEmail', options.email);
          if (options.signedInUrl) {
            // A page of its own loads again in resident mode, without the spent link.
            location.replace(options.signedInUrl);
            return;
          }
          jwt = result.body.jwt;
          setToken(jwt);
        } else {
          showAlert(TEXT.loginFailed);
        }
      }
      if (!jwt) setStage('email');
      else if (id) setStage('chat');
      else await start(jwt);
    }
  };

  // Runs once per mount, as the page's start does; a link waits for the person's click.
  useEffect(() => {
    if (options.token && options.email) setStage('confirmLink');
    else void begin();
  }, []);

  const feed = useConversation(
    (headers) =>
      getResidentConversation({ params: { id: id ?? '' } }, { token, headers, retry: 0 }),
    stage === 'chat' && Boolean(id && token),
    id,
    (status) => {
      if (status === 401) {
        signOut();
      } else if (status === 404 && token) {
        // The stored conversation is gone: start (or find) the open one instead.
        writeStored(key, null);
        setId(null);
        void start(token);
      } else {
        logQuietly('conversation fetch failed', status);
      }
    },
    emit,
    options.live !== false && token && id
      ? { endpoint: streamResidentConversation, request: { params: { id } }, token }
      : null,
    open,
  );

  return {
    confirmLink: () => {
      setStage('starting');
      void begin();
    },
    stage,
    linkSentTo,
    changeEmail() {
      writeStored('residentEmail', null);
      setStage('email');
    },
    messages: feed.messages,
    token,
    async submitEmail(email) {
      setStage('starting');
      const result = await startResidentConversation(
        { body: { propertyId, unitId, email } },
        { token: null },
      );
      if (result.status === 202) {
        writeStored('residentEmail', email);
        setLinkSentTo(email);
        setStage('linkSent');
      } else {
        showAlert(emailFailureText(result));
        setStage('email');
      }
    },
    send: (message) =>
      sendAndRefresh(
        sendResidentMessage({ params: { id: id ?? '' }, body: { message, unitId } }, { token }),
        feed,
        showAlert,
      ),
    async reset() {
      const result = await resetResidentConversation({ params: { id: id ?? '' } }, { token });
      if (result.status !== 200) {
        showAlert(failureText(result.status, TEXT.resetFailed));
        return false;
      }
      feed.clear();
      adoptConversation(result.body.id);
      return true;
    },
    cancelEmail: cancelUrl ? () => location.assign(cancelUrl) : undefined,
  };
}
