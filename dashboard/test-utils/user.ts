import { act } from 'react';

/** Types into an input the way React notices: the native value setter, then `input`. */
export function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Clicks an element inside act(), so React's updates are flushed. */
export function click(element: HTMLElement) {
  act(() => element.click());
}

/** The input whose <label> reads `text`. */
export function getByLabel(container: HTMLElement, text: string): HTMLInputElement {
  const label = [...container.querySelectorAll('label')].find((l) => l.textContent?.includes(text));
  const input = label?.htmlFor ? container.ownerDocument.getElementById(label.htmlFor) : null;
  if (!(input instanceof HTMLInputElement)) throw new Error(`no input labelled "${text}"`);
  return input;
}

/** The button whose text reads `text`. */
export function getButton(container: HTMLElement, text: string): HTMLButtonElement {
  const button = [...container.querySelectorAll('button')].find((b) =>
    b.textContent?.includes(text),
  );
  if (!button) throw new Error(`no button "${text}"`);
  return button;
}
