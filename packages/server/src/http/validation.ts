import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

// ajv-formats is CommonJS; its default export arrives wrapped under ESM interop.
const addFormats =
  (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule;

function validator(coerceTypes: false | 'array') {
  const ajv = new Ajv({
    // Unknown fields are a 400 (the contract says additionalProperties: false), never dropped.
    removeAdditional: false,
    useDefaults: true,
    coerceTypes,
    allErrors: false,
    strict: false,
  });
  addFormats(ajv);
  return ajv;
}

/**
 * Two validators: query strings and path parameters arrive as text and are coerced to the
 * contract's numbers and booleans; JSON bodies are typed already and are never coerced, so
 * a `null` stays null (coercion would turn it into 0 before a nullable field is checked).
 */
export function useContractValidation(app: FastifyInstance): void {
  const strict = validator(false);
  const coercing = validator('array');
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? strict : coercing).compile(schema),
  );
}
