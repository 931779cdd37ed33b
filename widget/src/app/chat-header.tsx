import { useEffect, useRef, useState } from 'preact/hooks';
import { TEXT } from './texts.ts';

export interface ChatHeaderProps {
  /** The assistant's name, the heading. */
  title: string;
  /** What the assistant is, under the name ('Leasing assistant'). */
  role: string;
  /** h1 on a page of its own, h2 inside someone else's page. */
  level: 1 | 2;
  onReset?: () => void;
  onCall?: () => void;
  /** "Text me instead": the conversation goes on by text message. */
  onText?: () => void;
  /** Closes the loader's panel (script-tag mode): the header is the panel's only one. */
  onClose?: () => void;
}

const icon = (path: string, width = 2) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d={path} fill="none" stroke="currentColor" stroke-width={width} stroke-linecap="round" />
  </svg>
);

const PHONE =
  'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2';
const RESET = 'M4 12a8 8 0 1 0 2.3-5.6M4 4v5h5';
const TEXT_BUBBLE = 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5';

/**
 * The chat's one header: the assistant's avatar (in the property's colour, by
 * `--pl-accent`), name and role, a menu with the phone call, texts and the reset, and the
 * panel's close button when the chat is in one. The menu follows the menu-button
 * pattern: arrow keys move, Escape closes it and returns to its button, Tab leaves it.
 */
export function ChatHeader({
  title,
  role,
  level,
  onReset,
  onCall,
  onText,
  onClose,
}: ChatHeaderProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const [menu, setMenu] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  // The first item takes focus as the menu opens.
  useEffect(() => {
    if (menu) list.current?.querySelector('button')?.focus();
  }, [menu]);
  const items: [string, string, () => void][] = [];
  if (onCall) items.push(['Request a phone call', PHONE, onCall]);
  if (onText) items.push([TEXT.textMe, TEXT_BUBBLE, onText]);
  if (onReset) items.push(['Reset conversation', RESET, onReset]);

  const close = () => {
    setMenu(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const all = [...(event.currentTarget as HTMLElement).querySelectorAll('button')];
    const at = all.indexOf(event.target as HTMLButtonElement);
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (event.key === 'Escape') {
      // Only the menu closes, not the panel around the chat.
      event.stopPropagation();
      close();
    } else if (step) {
      event.preventDefault();
      all[(at + step + all.length) % all.length]?.focus();
    } else if (event.key === 'Tab') setMenu(false);
  };

  return (
    <header class="pl-header">
      <span class="pl-avatar" aria-hidden="true">
        {title
          .split(/\s+/)
          .slice(0, 2)
          .map((word) => word[0])
          .join('')
          .toUpperCase()}
      </span>
      <div class="pl-who">
        <Heading class="pl-title">{title}</Heading>
        <span class="pl-role">{role}</span>
      </div>
      {items.length > 0 && (
        <div
          class="pl-menuwrap"
          onFocusOut={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node)) setMenu(false);
          }}
        >
          <button
            ref={button}
            type="button"
            class="pl-icon"
            aria-label="Chat options"
            aria-haspopup="menu"
            aria-expanded={menu}
            onClick={() => setMenu(!menu)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowDown') return;
              event.preventDefault();
              setMenu(true);
            }}
          >
            {icon('M12 5h.01M12 12h.01M12 19h.01', 3.5)}
          </button>
          {menu && (
            <div
              ref={list}
              class="pl-menu"
              role="menu"
              aria-label="Chat options"
              onKeyDown={onKeyDown}
            >
              {items.map(([label, path, run]) => (
                <button
                  key={label}
                  type="button"
                  role="menuitem"
                  onClick={() => {
                    close();
                    run();
                  }}
                >
                  {icon(path)}
                  {label}
                </button>
              ))}
            </div>
          )}
        </div>
      )}
      {onClose && (
        <button type="button" class="pl-icon" aria-label="Close chat" onClick={onClose}>
          {icon('M6 6l12 12M18 6 6 18')}
        </button>
      )}
    </header>
  );
}
