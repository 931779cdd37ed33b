export interface ChatHeaderProps {
  title: string;
  /** h1 on a page of its own, h2 inside someone else's page. */
  level: 1 | 2;
  onReset?: () => void;
  onCall?: () => void;
}

const icon = (path: string) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d={path} fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
  </svg>
);

/** The title bar with the reset and phone-call actions. */
export function ChatHeader({ title, level, onReset, onCall }: ChatHeaderProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header class="pl-header">
      <Heading class="pl-title">{title}</Heading>
      {onCall && (
        <button
          type="button"
          class="pl-icon"
          aria-label="Request a phone call"
          aria-haspopup="dialog"
          onClick={onCall}
        >
          {icon(
            'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
          )}
        </button>
      )}
      {onReset && (
        <button
          type="button"
          class="pl-icon"
          aria-label="Reset conversation"
          aria-haspopup="dialog"
          onClick={onReset}
        >
          {icon('M4 12a8 8 0 1 0 2.3-5.6M4 4v5h5')}
        </button>
      )}
    </header>
  );
}
