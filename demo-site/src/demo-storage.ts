/**
 * The demo's browser-kept values (spec section 3): demoFormSubmitted, under the spec's own
 * name (the dashboard keeps it across logouts by that name), and the address the form was
 * sent with, so a returning visitor's chat frame carries it too. Storage may be blocked
 * (private modes): every access is guarded and a blocked store remembers nothing.
 */
const SUBMITTED_KEY = 'demoFormSubmitted';
const EMAIL_KEY = 'demoEmail';

export interface DemoVisitor {
  submitted: boolean;
  email: string | null;
}

export function readDemoVisitor(): DemoVisitor {
  try {
    return {
      submitted: localStorage.getItem(SUBMITTED_KEY) === 'true',
      email: localStorage.getItem(EMAIL_KEY),
    };
  } catch {
    return { submitted: false, email: null };
  }
}

export function rememberDemoVisitor(email: string): void {
  try {
    localStorage.setItem(SUBMITTED_KEY, 'true');
    localStorage.setItem(EMAIL_KEY, email);
  } catch {
    // Blocked storage: the chat shows for this page life only.
  }
}
