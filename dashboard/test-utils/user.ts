import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';

/**
 * Replaces a field's text as a user who selects it all and pastes: one input event (one
 * render), like Playwright's fill. `user.type` sends every key (about 9 ms a key in a
 * Mantine form), so it is kept for what keys mean: Enter, Tab, Shift+Enter. A number input
 * has no text selection, so it is cleared first; an empty text just clears.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  const selectable =
    (field instanceof HTMLInputElement && field.type !== 'number') ||
    field instanceof HTMLTextAreaElement;
  if (!text || !selectable) await user.clear(field);
  else {
    act(() => {
      field.focus();
      field.select();
    });
  }
  if (text) await user.paste(text);
}

/**
 * Lets pending fetches, timers of 0 ms and the React updates they cause run: for a check
 * that something did not happen, where waitFor would pass at once.
 */
export async function flush(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** Advances fake timers by `ms` inside act, so the React updates they cause are flushed. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/**
 * The open dialog, once it has taken the focus: Mantine's modal moves the focus into itself
 * a moment after it opens, so typing earlier can land elsewhere. Real timers only.
 */
export async function findDialog(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
}
