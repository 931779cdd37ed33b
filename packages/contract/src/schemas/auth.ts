import Type, { type Static } from 'typebox';
import { Email, Id, Jwt, Name } from './common.ts';

export const LoginSchema = Type.Object({ email: Email }, { additionalProperties: false });
export type Login = Static<typeof LoginSchema>;

export const SignupSchema = Type.Object(
  {
    email: Email,
    firstName: Name,
    lastName: Name,
    /** "Number of Doors" on the signup form. */
    unitsManaged: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  },
  { additionalProperties: false },
);
export type Signup = Static<typeof SignupSchema>;

/** A manager session from the login-link exchange. */
export const ManagerSessionSchema = Type.Object({ jwt: Jwt, userID: Id });
export type ManagerSession = Static<typeof ManagerSessionSchema>;

/** A tenant (prospect) session; `status` is always 'ok' on a 200 (the chat reads it). */
export const TenantSessionSchema = Type.Object({
  status: Type.Literal('ok'),
  jwt: Jwt,
  tenantID: Id,
});
export type TenantSession = Static<typeof TenantSessionSchema>;

/** A resident session; the resident is a Tenant record, hence `tenantID`. */
export const ResidentSessionSchema = Type.Object({ jwt: Jwt, tenantID: Id });
export type ResidentSession = Static<typeof ResidentSessionSchema>;

/** A human sentence for a 200/202 that sent a login link instead of opening a session. */
export const LinkSentSchema = Type.Object({ message: Type.String() });
export type LinkSent = Static<typeof LinkSentSchema>;
