import { CHAT_INPUT_PLACEHOLDER, canSendMessage, isSendKey } from '@porchlight/domain';
import type { Ref } from 'preact';
import { useState } from 'preact/hooks';

/**
 * The longest message the API accepts (the contract's MessageText). Repeated here
 * because front ends may not import the contract's runtime; it belongs in the domain.
 */
export const MESSAGE_MAX_LENGTH = 4000;

export interface ComposerProps {
  /** Resolves true once sent; the text is kept for another try otherwise. */
  onSend: (text: string) => Promise<boolean>;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** The message box: Enter sends, Shift+Enter adds a line, blank text never sends. */
export function Composer({ onSend, inputRef }: ComposerProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const ready = canSendMessage(text) && !sending;

  const submit = async () => {
    if (!ready) return;
    setSending(true);
    const sent = await onSend(text);
    setSending(false);
    if (sent) setText('');
  };

  return (
    <form
      class="pl-composer"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <textarea
        ref={inputRef}
        class="pl-input"
        rows={2}
        aria-label="Message"
        placeholder={CHAT_INPUT_PLACEHOLDER}
        maxLength={MESSAGE_MAX_LENGTH}
        value={text}
        onInput={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          // While an input method composes, Enter picks a candidate: it must not send.
          if (isSendKey(event) && !event.isComposing) {
            event.preventDefault();
            void submit();
          }
        }}
      />
      <button type="submit" class="pl-btn pl-btn--primary" disabled={!ready}>
        Send
      </button>
    </form>
  );
}
