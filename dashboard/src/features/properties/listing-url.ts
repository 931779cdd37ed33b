/** The inline error of a listing URL input, or null when it is empty or an http(s) URL. */
export function listingUrlError(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return null;
  } catch {
    // falls through to the message
  }
  return 'Please enter a full listing address starting with http:// or https://';
}
