import { requestCall, scheduleViewing } from '@porchlight/client';
import {
  ASSISTANT_NAME,
  isMobileUserAgent,
  lastMessageIsUser,
  TYPING_INDICATOR_TEXT,
  viewingRequestMessage,
} from '@porchlight/domain';
import { useRef, useState } from 'preact/hooks';
import { ChatHeader } from './chat-header.tsx';
import type { ChatSession } from './chat-session.ts';
import { Composer } from './composer.tsx';
import { Dialog, NoticeDialog } from './dialog.tsx';
import { EmailDialog } from './email-dialog.tsx';
import { MessageList } from './message-list.tsx';
import type { ChatOptions, Emit } from './mount-api.ts';
import { PhoneDialog } from './phone-dialog.tsx';
import { TextMeDialog } from './text-me.tsx';
import { failureText, linkSentText, TEXT } from './texts.ts';
import { useBookLink } from './use-book-link.ts';
import { useChatFocus } from './use-chat-focus.ts';
import { useResidentChat } from './use-resident-chat.ts';
import { useTenantChat } from './use-tenant-chat.ts';
import { ViewingPicker } from './viewing-picker.tsx';

export interface ChatAppProps {
  options: ChatOptions;
  emit: Emit;
  /** False while the loader's panel is closed: no polling then. */
  open: boolean;
  /** What the embedding page may ask of the chat (mount.tsx hands it out). */
  controls?: ChatControls;
}

/** Filled by the chat as it draws: the embedding page's `reset` asks the visitor first. */
export interface ChatControls {
  askReset?: () => void;
}

type OpenDialog = 'reset' | 'phone' | 'thanks' | 'text' | 'picker' | null;

/** Shown instead of the chat when its link names no property. */
export const NO_PROPERTY_TEXT = 'This chat link is incomplete: it does not name a property.';

/** The chat for the audience the options name. */
export function ChatApp(props: ChatAppProps) {
  if (!props.options.propertyId) {
    return (
      <div class={`pl-chat pl-chat--${props.options.surface}`}>
        <p class="pl-notice">{NO_PROPERTY_TEXT}</p>
      </div>
    );
  }
  return props.options.mode === 'resident' ? (
    <ResidentChat {...props} />
  ) : (
    <TenantChat {...props} />
  );
}

function TenantChat({ options, emit, open, controls }: ChatAppProps) {
  const [alert, setAlert] = useState('');
  const session = useTenantChat(options, open, setAlert, emit);
  return <ChatView {...{ options, emit, open, controls, session, alert, setAlert }} />;
}

function ResidentChat({ options, emit, open, controls }: ChatAppProps) {
  const [alert, setAlert] = useState('');
  const session = useResidentChat(options, open, setAlert, emit);
  return <ChatView {...{ options, emit, open, controls, session, alert, setAlert }} />;
}

interface ChatViewProps extends ChatAppProps {
  session: ChatSession;
  alert: string;
  setAlert: (text: string) => void;
}

function ChatView({ options, emit, open, controls, session, alert, setAlert }: ChatViewProps) {
  const { propertyId, surface, mode } = options;
  const unitId = options.unitId ?? null;
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [emailDismissed, setEmailDismissed] = useState(false);
  // What the person typed survives a refusal: they correct it instead of retyping it.
  const [typedEmail, setTypedEmail] = useState(options.prefill?.email ?? '');
  const input = useRef<HTMLTextAreaElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const { stage, token } = session;

  const used = useChatFocus(root, input, open, surface, stage === 'chat');
  useBookLink(Boolean(options.book) && mode === 'tenant', stage === 'chat', () =>
    setDialog('picker'),
  );

  const act = (next: OpenDialog) => () => {
    setAlert('');
    setDialog(next);
  };
  const close = () => setDialog(null);

  const book = async (day: Date, label: string, datetime: string) => {
    const result = await scheduleViewing(
      { params: { propertyId }, body: { datetime, propertyId, unitId } },
      { token },
    );
    if (result.status !== 200) {
      setAlert(TEXT.viewingFailed);
      return;
    }
    setDialog(null);
    emit('viewingScheduled', { datetime });
    await session.send(viewingRequestMessage(day, label));
  };

  const call = async (phone: string) => {
    const result = await requestCall({ body: { propertyId, unitId, phone } }, { token });
    if (result.status !== 200) {
      setAlert(failureText(result.status, TEXT.callFailed));
      return;
    }
    setDialog('thanks');
    emit('callRequested', { phoneNumber: phone });
  };

  const chatting = stage === 'chat';
  // The page's reset: the same question as the menu's, never a silent wipe.
  if (controls) controls.askReset = chatting ? act('reset') : undefined;
  // Resident AI offers the call on mobile only (spec "Resident AI", resident view).
  const canCall =
    !options.hidePhone && (mode === 'tenant' || isMobileUserAgent(navigator.userAgent));
  const typing = chatting && lastMessageIsUser(session.messages);
  // The manager took over: their last word is the newest reply, and the header says who
  // is writing (Athena again once she answers after a hand-back).
  const lastReply = session.messages.findLast((m) => m.role !== 'user');
  const manager = lastReply?.role === 'manager' ? lastReply.authorName || 'Property manager' : null;

  return (
    <div
      ref={root}
      class={`pl-chat pl-chat--${surface}`}
      style={options.color ? { '--pl-accent': options.color } : undefined}
    >
      {/* A page has it always, the script-tag panel unless turned off, a frame when asked. */}
      {(surface === 'page' ||
        options.showTopbar ||
        (surface === 'widget' && options.showTopbar !== false)) && (
        <ChatHeader
          title={manager ?? ASSISTANT_NAME}
          role={
            manager
              ? 'Property manager'
              : mode === 'resident'
                ? 'Resident assistant'
                : 'Leasing assistant'
          }
          level={surface === 'page' ? 1 : 2}
          onReset={chatting ? act('reset') : undefined}
          onCall={chatting && canCall ? act('phone') : undefined}
          onText={chatting && mode === 'tenant' ? act('text') : undefined}
          onClose={options.onClose}
        />
      )}
      <div class="pl-alert" role="alert">
        {alert && (
          <>
            <span>{alert}</span>
            <button type="button" class="pl-icon" aria-label="Dismiss" onClick={() => setAlert('')}>
              ×
            </button>
          </>
        )}
      </div>
      {chatting ? (
        <MessageList
          messages={session.messages}
          onCalendar={mode === 'tenant' ? act('picker') : undefined}
        />
      ) : (
        // One lasting status region, so that the login-link notice is announced.
        <div class="pl-notice" role="status">
          {stage === 'linkSent' && (
            <>
              <p>{linkSentText(session.linkSentTo)}</p>
              <button type="button" class="pl-btn" onClick={session.changeEmail}>
                Use another e-mail
              </button>
            </>
          )}
          {stage === 'confirmLink' && (
            <button type="button" class="pl-btn pl-btn--primary" onClick={session.confirmLink}>
              {`Continue as ${options.email}`}
            </button>
          )}
          {stage === 'email' && emailDismissed && (
            <button
              type="button"
              class="pl-btn pl-btn--primary"
              onClick={() => setEmailDismissed(false)}
            >
              {TEXT.emailTitle}
            </button>
          )}
        </div>
      )}
      {/* Kept in the page so that its text is announced when it appears. */}
      <p class="pl-typing" role="status">
        {typing ? TYPING_INDICATOR_TEXT : ''}
      </p>
      {chatting && <Composer onSend={session.send} inputRef={input} />}

      {stage === 'email' && !emailDismissed && (
        <EmailDialog
          initial={typedEmail}
          onSubmit={(email) => {
            setAlert('');
            setTypedEmail(email);
            void session.submitEmail(email);
          }}
          onClose={() => setEmailDismissed(true)}
          autoFocus={used.current && open}
          mode={mode}
          // Resident AI's prompt has Cancel: it leaves the full page, else it just closes.
          onCancel={
            mode === 'resident'
              ? (session.cancelEmail ?? (() => setEmailDismissed(true)))
              : undefined
          }
        />
      )}
      {dialog === 'reset' && (
        <Dialog title={TEXT.resetTitle} onClose={() => setDialog(null)}>
          <p>{TEXT.resetQuestion}</p>
          <div class="pl-actions">
            <button type="button" class="pl-btn" data-autofocus onClick={() => setDialog(null)}>
              Cancel
            </button>
            <button
              type="button"
              class="pl-btn pl-btn--danger"
              onClick={async () => {
                if (await session.reset()) setDialog(null);
              }}
            >
              Reset
            </button>
          </div>
        </Dialog>
      )}
      {dialog === 'phone' && <PhoneDialog onSubmit={call} onClose={() => setDialog(null)} />}
      {dialog === 'thanks' && <NoticeDialog title={TEXT.callThanks} onClose={close} />}
      {dialog === 'text' && <TextMeDialog {...{ propertyId, token, setAlert }} onClose={close} />}
      {dialog === 'picker' && (
        <ViewingPicker
          propertyId={propertyId}
          onPick={book}
          onClose={() => setDialog(null)}
          asked={session.messages.findLast((m) => m.role === 'user')?.content}
        />
      )}
    </div>
  );
}
