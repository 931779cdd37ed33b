/** What a JSON API call answered: its status and its parsed body (null when empty). */
export interface Reply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: a journey reads whichever fields it checks.
  body: any;
}

/**
 * One call to the server's API over real HTTP, as a script would make it: a JSON body when
 * given, the bearer token when given.
 */
export async function callApi(
  origin: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<Reply> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
