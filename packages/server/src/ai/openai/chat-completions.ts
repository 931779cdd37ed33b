/**
 * One call to an OpenAI-compatible chat-completions server (OpenAI, Ollama, vLLM,
 * llama.cpp): POST {baseUrl}/chat/completions. Shared by Athena and the writing assistant.
 */
export interface OpenAiSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null;
  tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}

/** The first choice's message; throws on any HTTP error or a reply without one. */
export async function chatCompletion(
  settings: OpenAiSettings,
  messages: ChatMessage[],
  signal: AbortSignal,
  extra: Record<string, unknown> = {},
): Promise<ChatMessage> {
  const response = await (settings.fetch ?? fetch)(`${settings.baseUrl}/chat/completions`, {
    method: 'POST',
    signal,
    headers: {
      'content-type': 'application/json',
      ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: settings.model, messages, ...extra }),
  });
  if (!response.ok) {
    // Not read (an error body may echo part of the key): released, so the socket is reused.
    await response.body?.cancel().catch(() => {});
    throw new Error(`The model server answered ${response.status}.`);
  }
  const json = (await response.json()) as { choices?: { message?: ChatMessage }[] };
  const message = json.choices?.[0]?.message;
  if (!message) throw new Error('The model server answered without a message.');
  return message;
}
