import { act } from 'react';

/** Sets a form control's value the way React notices (the native setter), then fires `event`. */
function setValue(
  element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  value: string,
  event: string,
) {
  const prototype = Object.getPrototypeOf(element) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  act(() => {
    setter?.call(element, value);
    element.dispatchEvent(new Event(event, { bubbles: true }));
  });
}

/** Types into an input or a textarea. */
export function typeText(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  setValue(element, value, 'input');
}

/** Chooses an option of a native select by its value. */
export function selectOption(element: HTMLSelectElement, value: string) {
  setValue(element, value, 'change');
}

/** The form control whose <label> reads `text` (input, textarea or select). */
export function getControl<T extends HTMLElement = HTMLInputElement>(
  root: ParentNode,
  text: string,
): T {
  const label = [...root.querySelectorAll('label')].find((l) => l.textContent?.includes(text));
  const control = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
  if (!control) throw new Error(`no control labelled "${text}"`);
  return control as T;
}

/** The element with role `role` and the accessible label `name` (aria-label). */
export function getRegion(root: ParentNode, name: string): HTMLElement | null {
  return root.querySelector(`[aria-label="${name}"]`);
}
