/**
 * A person's name as the product stores it: a first name (the first word) and a last name
 * (the rest), each on one line.
 */

/** The longest name kept, as the contract's Name allows for a first or a last name. */
export const PERSON_NAME_MAX = 100;

// Line breaks and other control characters: a stored name is one line (calendar invitations,
// mail headers and the contract's one-line fields rely on it).
const BREAKS = /[\p{Cc}\u2028\u2029]+/gu;

/**
 * A full name as first name and last name ("Priya Shah" is Priya and Shah, "Ana de la Cruz"
 * Ana and "de la Cruz", "Dana" Dana and null), or null when it is no name: blank, longer
 * than PERSON_NAME_MAX, or holding an '@' or a digit (an e-mail address or a phone number
 * is never taken for a name). A name typed all in lower case is capitalised word by word
 * ("priya shah" is Priya Shah); any other is kept as written ("DeShawn", "de la Cruz").
 */
export function splitPersonName(
  name: string | null | undefined,
): { firstName: string; lastName: string | null } | null {
  let words = (name ?? '').replace(BREAKS, ' ').trim().split(/\s+/).filter(Boolean);
  const whole = words.join(' ');
  if (!whole || whole.length > PERSON_NAME_MAX || /[@\d]/.test(whole)) return null;
  if (whole === whole.toLowerCase() && whole !== whole.toUpperCase())
    words = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  const [firstName = '', ...rest] = words;
  return { firstName, lastName: rest.join(' ') || null };
}

/** First and last name as one ("Priya Shah", or "Priya"), or null when neither is known. */
export function personName(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): string | null {
  return (
    [firstName, lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ') || null
  );
}
