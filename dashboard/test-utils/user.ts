import { act } from 'react';
import { vi } from 'vitest';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Sets a control's value the way React notices (the native setter), then fires `event`. */
function setValue(element: Control, value: string, event: 'input' | 'change') {
  const prototype = Object.getPrototypeOf(element) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  act(() => {
    setter?.call(element, value);
    element.dispatchEvent(new Event(event, { bubbles: true }));
  });
}

/** Types into an input or a textarea. */
export function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  setValue(input, value, 'input');
}

/** Chooses an option of a native select by its value. */
export function choose(select: HTMLSelectElement, value: string) {
  setValue(select, value, 'change');
}

/** Clicks an element inside act(), so React's updates are flushed. */
export function click(element: HTMLElement) {
  act(() => element.click());
}

/** Presses Enter in a field (fires keydown, then submits its form as a browser would). */
export function pressEnter(input: HTMLInputElement) {
  act(() => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    input.form?.requestSubmit();
  });
}

/** The control whose <label> reads `text` (input, textarea or select). */
export function getByLabel<T extends Control = HTMLInputElement>(
  container: ParentNode,
  text: string,
): T {
  const label = [...container.querySelectorAll('label')].find((l) => l.textContent?.includes(text));
  const input = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
  if (!input) throw new Error(`no control labelled "${text}"`);
  return input as T;
}

/** The button (or link styled as one) whose text reads `text`. */
export function getButton(container: ParentNode, text: string): HTMLButtonElement {
  const button = queryButton(container, text);
  if (!button) throw new Error(`no button "${text}"`);
  return button;
}

/** The button whose text reads `text`, or null. */
export function queryButton(container: ParentNode, text: string): HTMLButtonElement | null {
  return (
    [...container.querySelectorAll<HTMLButtonElement>('button')].find((b) =>
      b.textContent?.includes(text),
    ) ?? null
  );
}

/** Lets pending promises, timers of 0 ms and the React updates they cause run. */
export async function flush(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** Retries `check` (which throws until satisfied) for up to `timeoutMs`. */
export async function waitFor(check: () => void, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
      });
    }
  }
}

/** Advances fake timers by `ms` inside act, so the React updates they cause are flushed. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Waits `ms` of real time inside act (a modal's closing transition, for one). */
export async function wait(ms: number): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}
