import Type, { type TEnum } from 'typebox';

/** Every id is a UUID string. */
export const Id = Type.String({ format: 'uuid', description: 'UUID' });
export const IdParams = Type.Object({ id: Id });
export const Email = Type.String({ format: 'email', maxLength: 254 });
/** ISO-8601 date-time string. */
export const DateTime = Type.String({ format: 'date-time' });
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
/** A closed list of string codes as a union of literals. */
export const Enum = <const T extends readonly string[]>(values: T): TEnum<[...T]> =>
  Type.Enum([...values]) as unknown as TEnum<[...T]>;
/** A comma-joined list of codes from `values`, e.g. 'PETS,SMOKING' (the empty string is none). */
export const CommaList = (values: readonly string[], description: string) =>
  Type.String({
    pattern: `^((${values.join('|')})(,(${values.join('|')}))*)?$`,
    description: `${description}: comma-joined codes from ${values.join(', ')}`,
  });
/** The body of a plain acknowledgement. */
export const Ok = Type.Object({ ok: Type.Literal(true) });
