import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

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
    // Each error carries the value it is about, so a refused pattern can say why in words
    // (a line break in a one-line field, a blank name): see validationMessage in errors.ts.
    verbose: true,
  });
  addFormats(ajv);
  return ajv;
}

/**
 * The two validators, one each per process: ajv keeps what it compiled by schema object,
 * and the contract's schemas are the same objects for every app built (the tests build one
 * per file), so each is compiled once.
 */
const validators = { strict: validator(false), coercing: validator('array') };

/**
 * Two validators: query strings and path parameters arrive as text and are coerced to the
 * contract's numbers and booleans; JSON bodies are typed already and are never coerced, so
 * a `null` stays null (coercion would turn it into 0 before a nullable field is checked).
 */
export function useContractValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? validators.strict : validators.coercing).compile(schema),
  );
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = controlCharacterField(part);
      if (field !== null) {
        const message = `${field || 'The request'} must not contain control characters.`;
        return done(badRequest(message, field || undefined));
      }
    }
    done();
  });
}

/**
 * Control characters other than tab, line and page breaks: no person types them, the
 * database refuses NUL in text, and they hide text from the people who read it later.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is this pattern's job.
const CONTROL = /[\u0000-\u0008\u000E-\u001F\u007F]/;

/** The dotted path of the first string holding a control character ('' for the part itself), or null. */
export function controlCharacterField(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = controlCharacterField(item, path ? `${path}.${i}` : String(i));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = controlCharacterField(item, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}
