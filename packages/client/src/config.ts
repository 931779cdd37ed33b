/** A session audience that holds a bearer token ('admin' is a manager, 'public' has none). */
export type TokenAudience = 'manager' | 'tenant' | 'resident';

/** Returns the current token of one audience, or nothing when there is no session. */
export type TokenProvider = () => string | null | undefined;

/** Module-wide settings shared by every call; see {@link configureClient}. */
export interface ClientConfig {
  /** Origin (and optional prefix) of the API; '' (the default) means the page's own origin. */
  baseUrl?: string;
  /**
   * One provider per audience. An app configures only its own audiences: the dashboard a
   * manager provider, the widget tenant and resident providers. Endpoints open to several
   * audiences (e.g. the property-interest conversation, [tenant, manager]) then send the
   * token of whichever app is calling.
   */
  tokens?: Partial<Record<TokenAudience, TokenProvider | undefined>>;
  /** Whole-call deadline (headers and body) in milliseconds; 30 000 by default. */
  timeoutMs?: number;
  /** The fetch to use; the global fetch by default. */
  fetch?: typeof fetch;
  /**
   * Called after a 401 with the audience whose session the server refused (the dashboard
   * logs out). Not called for calls made with an explicit `token` or for public-only endpoints.
   */
  onUnauthorized?: (audience: TokenAudience) => void;
}

/** The current settings; read at every call so later configuration takes effect at once. */
export let clientConfig: ClientConfig = {};

/**
 * Sets the client's module-wide configuration.
 *
 * Purpose: tell every endpoint function where the API is and where tokens come from.
 * Merges: keys passed replace the current value (`undefined` restores the default or removes
 * a provider), keys left out stay; `tokens` merges per audience.
 *
 * @example
 * configureClient({ tokens: { manager: () => localStorage.getItem('token') } });
 */
export const configureClient = (next: ClientConfig): void => {
  clientConfig = { ...clientConfig, ...next, tokens: { ...clientConfig.tokens, ...next.tokens } };
};
