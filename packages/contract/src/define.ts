import Type, { type Static, type TSchema } from 'typebox';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. `public` needs no credential; `manager`, `tenant` and
 * `resident` are the three session audiences (JWT claim `aud`); `admin` is a manager
 * whose e-mail is in ADMIN_EMAILS.
 */
export type Audience = 'public' | 'manager' | 'admin' | 'tenant' | 'resident';

/** The one error body every 4xx and 5xx carries. */
export const ApiErrorSchema = Type.Object(
  {
    error: Type.Object({
      code: Type.String({
        description: 'Stable machine-readable code, e.g. VALIDATION, NOT_FOUND',
      }),
      message: Type.String({ description: 'A human sentence safe to show' }),
      field: Type.Optional(
        Type.String({ description: 'The offending field, for validation errors' }),
      ),
    }),
  },
  { $id: 'ApiError' },
);
export type ApiError = Static<typeof ApiErrorSchema>;

/** Statuses any endpoint may answer with an ApiError body. */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 429 | 500 | 503;

export interface EndpointDef {
  method: HttpMethod;
  /** OpenAPI-style path with `{name}` parameters, exactly as the spec writes it. */
  path: string;
  auth: readonly Audience[];
  summary: string;
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  /** Success (and spec-named) statuses with their body schemas. */
  responses: Readonly<Record<number, TSchema>>;
}

/** Declares an endpoint, keeping every literal (method, path, statuses) in its type. */
export const endpoint = <const E extends EndpointDef>(def: E): E => def;

type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback;

/** What a caller passes: path params, query and body, each only when the endpoint has one. */
export type RequestOf<E extends EndpointDef> = (E extends { params: TSchema }
  ? { params: StaticOr<E['params'], never> }
  : { params?: undefined }) &
  (E extends { query: TSchema } ? { query?: StaticOr<E['query'], never> } : { query?: undefined }) &
  (E extends { body: TSchema } ? { body: StaticOr<E['body'], never> } : { body?: undefined });

/** Every declared response as a `{ status, body }` union member. */
export type DeclaredResponseOf<E extends EndpointDef> = {
  [S in keyof E['responses'] & number]: { status: S; body: Static<E['responses'][S]> };
}[keyof E['responses'] & number];

/**
 * What a call resolves to: a declared response, an ApiError for any error status the
 * endpoint does not declare itself, or status 0 with a null body when the network failed.
 */
export type ResponseOf<E extends EndpointDef> =
  | DeclaredResponseOf<E>
  | { status: Exclude<ErrorStatus, keyof E['responses']>; body: ApiError }
  | { status: 0; body: null };
