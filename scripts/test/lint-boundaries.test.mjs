// The import rules of docs/architecture.md are lint errors. Each probe below is a file that
// crosses one boundary (or a control that must stay allowed); the test lints it with the
// repository's own biome.json, in a scratch copy of the tree's layout, and checks the verdict.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromRoot } from '../lib/paths.mjs';

const CROSSINGS = [
  ['domain imports a scoped package', 'packages/domain/src/probe.ts', '@sinclair/typebox'],
  ['domain imports a package', 'packages/domain/src/probe.ts', 'zod'],
  ['domain reaches the server by path', 'packages/domain/src/probe.ts', '../../server/src/app.ts'],
  [
    'domain reaches the contract by path',
    'packages/domain/src/probe.ts',
    '../../contract/src/index.ts',
  ],
  ['contract imports ky', 'packages/contract/src/probe.ts', 'ky'],
  ['contract imports fastify', 'packages/contract/src/probe.ts', 'fastify'],
  ['contract imports the client', 'packages/contract/src/probe.ts', '@porchlight/client'],
  [
    'contract reaches the server by path',
    'packages/contract/src/probe.ts',
    '../../server/src/config.ts',
  ],
  ['client reaches the server by path', 'packages/client/src/probe.ts', '../../server/src/app.ts'],
  ['client imports fastify', 'packages/client/src/probe.ts', 'fastify'],
  ['server imports the client', 'packages/server/src/probe.ts', '@porchlight/client'],
  ['server imports ky', 'packages/server/src/probe.ts', 'ky'],
  [
    'server reaches the dashboard by path',
    'packages/server/src/modules/probe.ts',
    '../../../../dashboard/src/main.tsx',
  ],
  [
    'server reaches the widget by path',
    'packages/server/src/probe.ts',
    '../../../widget/src/app/chat.tsx',
  ],
  ['dashboard imports the server', 'dashboard/src/probe.ts', '@porchlight/server'],
  [
    'dashboard reaches the widget by path',
    'dashboard/src/probe.ts',
    '../../widget/src/app/chat.tsx',
  ],
  ['widget imports ky', 'widget/src/probe.ts', 'ky'],
  ['dashboard imports ky', 'dashboard/src/probe.ts', 'ky'],
  ['widget imports eventsource-parser', 'widget/src/probe.ts', 'eventsource-parser'],
  ['dashboard imports eventsource-parser', 'dashboard/src/probe.ts', 'eventsource-parser'],
  ['widget reaches the dashboard by path', 'widget/src/probe.ts', '../../dashboard/src/main.tsx'],
  [
    "a module imports another module's routes",
    'packages/server/src/modules/conversations/probe.ts',
    '../auth/auth.routes.ts',
  ],
  [
    'ai imports a module',
    'packages/server/src/ai/athena/probe.ts',
    '../../modules/conversations/conversation.store.ts',
  ],
  ['ai imports the database', 'packages/server/src/ai/probe.ts', '../db/connection.ts'],
  ['ai imports the job runner', 'packages/server/src/ai/probe.ts', '../jobs/queue.ts'],
  ['ai imports http', 'packages/server/src/ai/probe.ts', '../http/route.ts'],
  ['ai imports drizzle-orm', 'packages/server/src/ai/probe.ts', 'drizzle-orm'],
  ['ai imports fastify', 'packages/server/src/ai/probe.ts', 'fastify'],
  ['ai still may not import ky', 'packages/server/src/ai/probe.ts', 'ky'],
  [
    'routes import drizzle-orm',
    'packages/server/src/modules/conversations/probe.routes.ts',
    'drizzle-orm',
  ],
  [
    'routes import the schema',
    'packages/server/src/modules/conversations/probe.routes.ts',
    '../../db/schema/index.ts',
  ],
  [
    'routes import a schema file',
    'packages/server/src/modules/leads/probe.routes.ts',
    '../../db/schema/leads.ts',
  ],
  [
    "routes still may not import another module's routes",
    'packages/server/src/modules/conversations/probe.routes.ts',
    '../auth/auth.routes.ts',
  ],
  [
    "a module imports another module's inner file",
    'packages/server/src/modules/viewings/probe.ts',
    '../conversations/conversation-stream.ts',
  ],
  [
    "routes import another module's inner file",
    'packages/server/src/modules/viewings/probe.routes.ts',
    '../properties/properties.queries.ts',
  ],
  ['http imports a module', 'packages/server/src/http/probe.ts', '../modules/auth/auth.service.ts'],
  ['db imports a module', 'packages/server/src/db/probe.ts', '../modules/calls/vapi.ts'],
  ['jobs imports a module', 'packages/server/src/jobs/probe.ts', '../modules/webhooks/events.ts'],
  ['db imports the job queue', 'packages/server/src/db/probe.ts', '../jobs/queue.ts'],
  ['db imports mail', 'packages/server/src/db/probe.ts', '../mail/outbox.ts'],
  ['db imports http', 'packages/server/src/db/probe.ts', '../http/errors.ts'],
  ['jobs imports mail', 'packages/server/src/jobs/probe.ts', '../mail/outbox.ts'],
  [
    'demo-site reaches the server by path',
    'demo-site/src/probe.ts',
    '../../packages/server/src/app.ts',
  ],
];

const ALLOWED = [
  ['domain imports its own files', 'packages/domain/src/probe.ts', './text.ts'],
  ['domain imports node built-ins', 'packages/domain/src/probe.ts', 'node:util'],
  ['contract imports the domain', 'packages/contract/src/probe.ts', '@porchlight/domain'],
  ['contract imports typebox', 'packages/contract/src/probe.ts', 'typebox'],
  ['server imports the contract', 'packages/server/src/probe.ts', '@porchlight/contract'],
  ['server imports its own modules', 'packages/server/src/modules/probe.ts', '../http/errors.ts'],
  [
    'queries import drizzle-orm',
    'packages/server/src/modules/conversations/probe.queries.ts',
    'drizzle-orm',
  ],
  [
    'routes import their queries',
    'packages/server/src/modules/conversations/probe.routes.ts',
    './conversations.queries.ts',
  ],
  ['ai imports its own files', 'packages/server/src/ai/athena/probe.ts', '../knowledge/index.ts'],
  ['ai imports the domain', 'packages/server/src/ai/probe.ts', '@porchlight/domain'],
  [
    'a module imports the engine',
    'packages/server/src/modules/assistant/probe.ts',
    '../../ai/athena/turn.ts',
  ],
  ['http imports the database layer', 'packages/server/src/http/probe.ts', '../db/connection.ts'],
  ['jobs imports the database layer', 'packages/server/src/jobs/probe.ts', '../db/unavailable.ts'],
  [
    "a module imports another module's index.ts",
    'packages/server/src/modules/viewings/probe.ts',
    '../conversations/index.ts',
  ],
  [
    "routes import another module's index.ts",
    'packages/server/src/modules/viewings/probe.routes.ts',
    '../properties/index.ts',
  ],
  ['a module imports its own files', 'packages/server/src/modules/viewings/probe.ts', './x.ts'],
  [
    'a module imports the config',
    'packages/server/src/modules/viewings/probe.ts',
    '../../config.ts',
  ],
  [
    'modules/index.ts registers a routes plugin',
    'packages/server/src/modules/probe.ts',
    './auth/auth.routes.ts',
  ],
  ['mail imports the job queue', 'packages/server/src/mail/probe.ts', '../jobs/queue.ts'],
  ['dashboard imports the client', 'dashboard/src/probe.ts', '@porchlight/client'],
  ['client imports ky', 'packages/client/src/probe.ts', 'ky'],
  ['client imports eventsource-parser', 'packages/client/src/probe.ts', 'eventsource-parser'],
];

let scratch;
const biome = fromRoot('node_modules', '.bin', 'biome');

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'porchlight-lint-probe-'));
  const config = JSON.parse(readFileSync(fromRoot('biome.json'), 'utf8'));
  config.$schema = undefined;
  config.vcs = { enabled: false };
  writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config));
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Lints one probe file importing `source` from `path`; returns biome's diagnostics. */
function lintProbe(path, source) {
  const file = join(scratch, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `import { probe } from '${source}';\n\nexport const used = probe;\n`);
  try {
    const out = execFileSync(biome, ['lint', '--reporter=json', path], {
      cwd: scratch,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return JSON.parse(out).diagnostics ?? [];
  } catch (error) {
    return JSON.parse(error.stdout).diagnostics ?? [];
  } finally {
    rmSync(file);
  }
}

const restricted = (diagnostics) =>
  diagnostics.filter((d) => d.category === 'lint/style/noRestrictedImports');

describe('lint boundaries', () => {
  it.each(CROSSINGS)('refuses: %s', (_name, path, source) => {
    const found = restricted(lintProbe(path, source));
    expect(found.length, `${path} importing ${source}`).toBeGreaterThan(0);
    expect(JSON.stringify(found)).toContain('docs/architecture.md');
  });

  it.each(ALLOWED)('allows: %s', (_name, path, source) => {
    expect(restricted(lintProbe(path, source))).toEqual([]);
  });
});
