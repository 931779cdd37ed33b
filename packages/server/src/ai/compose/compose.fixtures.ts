/**
 * Shared by the composer's tests: a filled form from the catalogue's examples, and the
 * checks every document must pass.
 */
import type { Medium, TextLength, WorkflowTemplate, WorkflowType } from '@porchlight/domain';
import { marked } from 'marked';
import { expect } from 'vitest';
import { composeDocument, SMS_LIMITS } from './index.ts';

export type Variables = Record<string, string | number | boolean>;
export const NOW = new Date('2025-03-04T15:00:00Z');

/** A filled form: every field at the catalogue's own example (dates and times as pickers give them). */
export function sampleVariables(template: WorkflowTemplate): Variables {
  const variables: Variables = {};
  for (const field of template.fields) {
    if (field.type === 'number') variables[field.id] = Number(field.placeholder);
    else if (field.type === 'checkbox') variables[field.id] = true;
    else if (field.type === 'date') variables[field.id] = '2025-03-14';
    else if (field.type === 'time')
      variables[field.id] = field.id.includes('End') ? '11:00' : '09:30';
    else variables[field.id] = field.placeholder ?? '';
  }
  return variables;
}

/** Composes at the fixed test date. */
export const compose = (
  type: WorkflowType,
  variables: Variables,
  medium?: Medium,
  textLength?: TextLength,
) => composeDocument({ type, variables, medium, textLength, now: NOW });

/** Checks every document must pass, whatever went in. */
export function expectSafe(markdown: string) {
  expect(markdown.trim()).not.toBe('');
  expect(markdown).not.toMatch(/undefined|\bnull\b|\[object Object\]|\bNaN\b/);
  // No label left without a value ('- **Tenant:**' and nothing after it).
  expect(markdown).not.toMatch(/\*\*[^*\n]+:\*\*[ \t]*$/m);
  // No raw HTML and no image syntax, in the source or once rendered.
  expect(markdown).not.toMatch(/<[a-z!/?]/i);
  expect(markdown).not.toContain('![');
  const html = marked.parse(markdown, { async: false });
  expect(html).not.toMatch(/<img|<script|<iframe|<style|<svg|<object/i);
}

export function expectShape(
  markdown: string,
  medium: Medium,
  textLength: 'SHORT' | 'MEDIUM' | 'LONG',
) {
  switch (medium) {
    case 'SMS':
      expect(markdown).not.toMatch(/^\s*#{1,6}\s/m);
      expect(markdown).not.toContain('**');
      expect(markdown.length).toBeLessThanOrEqual(SMS_LIMITS[textLength]);
      break;
    case 'EMAIL':
      expect(markdown).toMatch(/^Subject: \S.+\n\n(Dear .+,|Hello,)\n/);
      expect(markdown).toMatch(/(Kind regards|Sincerely), {2}\nProperty Management/);
      break;
    case 'MEMO':
      expect(markdown).toMatch(
        /^# MEMO\n\n\*\*To:\*\* .+ {2}\n\*\*From:\*\* .+ {2}\n\*\*Date:\*\* March 4, 2025 {2}\n\*\*Re:\*\* .+\n/,
      );
      break;
    case 'PHONE_SCRIPT':
      for (const heading of ['## Opening', '## Key points', '## If they ask…', '## Closing']) {
        expect(markdown).toContain(heading);
      }
      break;
  }
}
