/** A stored message as the turn reads it: who spoke, what they said, and a manager's name. */
export interface HistoryMessage {
  role: string;
  content: string;
  authorName?: string | null;
}

/** The prospect's messages since Athena (or the manager, writing as themselves) last spoke. */
export function newUserMessages(history: readonly HistoryMessage[]): string[] {
  const lastAssistant = history.findLastIndex((m) => m.role !== 'user');
  return history
    .slice(lastAssistant + 1)
    .filter((m) => m.role === 'user')
    .map((m) => m.content);
}

/**
 * The conversation as a model reads it: the prospect's turns and the other side's, where
 * a message the manager wrote themselves is marked as theirs, so Athena neither repeats it
 * nor contradicts it as her own.
 */
export function turnHistory(
  history: readonly HistoryMessage[],
): { role: 'user' | 'assistant'; content: string }[] {
  return history.map(({ role, content, authorName }) =>
    role === 'manager'
      ? {
          role: 'assistant',
          content: `(${authorName ?? 'The property manager'}, the property manager, wrote:) ${content}`,
        }
      : { role: role === 'assistant' ? 'assistant' : 'user', content },
  );
}
