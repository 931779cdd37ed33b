import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { fromRoot } from '../lib/paths.mjs';

/*
 * Docker is not on the machines that test this repository, so the container files are
 * checked here for what can be checked without it: that they parse, agree with each other
 * and with the repository, and start the server the way every e2e test starts it
 * (e2e/support/server.ts). docs/self-hosting.md says what was never run.
 */
const read = (path) => readFileSync(fromRoot(path), 'utf8');
const dockerfile = read('Dockerfile');
const compose = parse(read('compose.yaml'));
const caddyfile = read('deploy/Caddyfile');

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));
const stages = instructions.filter((line) => line.startsWith('FROM '));
const finalStage = instructions.slice(instructions.lastIndexOf(stages.at(-1)));

describe('Dockerfile', () => {
  it('builds in stages and runs as a user other than root, with DATA_DIR a volume', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(finalStage).toContain('USER node');
    const env = finalStage.find((line) => line.startsWith('ENV ')) ?? '';
    expect(env).toMatch(/\bDATA_DIR=\/data\b/);
    expect(env).toMatch(/\bNODE_ENV=production\b/);
    expect(finalStage).toContain('VOLUME ["/data"]');
  });

  it('copies from the repository only files that exist', () => {
    const sources = instructions
      .filter((line) => line.startsWith('COPY ') && !line.includes('--from='))
      .flatMap((line) => line.split(/\s+/).slice(1, -1))
      .filter((source) => source !== '.');
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(existsSync(fromRoot(source)), source).toBe(true);
  });

  it('starts the built server the way the e2e tests start it', () => {
    const cmd = finalStage.find((line) => line.startsWith('CMD '));
    expect(JSON.parse(cmd.slice(4))).toEqual([
      'node',
      '--enable-source-maps',
      'packages/server/dist/main.js',
    ]);
    // The bundle and, beside it, the embedded database's thread (db/embedded.ts starts it).
    const build = read('packages/server/build.mjs');
    expect(build).toContain("outdir: 'dist'");
    expect(build).toContain("main: 'src/main.ts'");
    expect(build).toContain("'pglite-worker': 'src/db/pglite-worker.ts'");
    expect(read('packages/server/src/db/embedded.ts')).toContain('./pglite-worker.');
    const e2e = read('e2e/support/server.ts');
    expect(e2e).toContain("join(repoRoot, 'packages', 'server', 'dist', 'main.js')");
    expect(e2e).toContain("['--enable-source-maps', MAIN]");
    // What the server reads at run time besides its bundle is copied into the image.
    for (const path of [
      'packages/server/dist',
      'packages/server/drizzle',
      'dashboard/dist',
      'widget/dist',
      'demo-site/dist',
    ])
      expect(
        finalStage.some((line) => line.includes(`/app/${path} ${path}`)),
        path,
      ).toBe(true);
  });

  it('probes the liveness endpoint the server serves', () => {
    expect(dockerfile).toContain('/api/health/live');
    expect(read('packages/contract/src/endpoints/health.ts')).toContain("path: '/api/health/live'");
  });
});

describe('compose.yaml', () => {
  const services = compose.services;
  const apps = Object.keys(services).filter((name) => name.startsWith('app-'));

  it('runs PostgreSQL, two app processes and a reverse proxy', () => {
    expect(Object.keys(services).sort()).toEqual(['app-1', 'app-2', 'db', 'proxy']);
    expect(services.db.image).toMatch(/^postgres:\d+/);
    expect(services.db.healthcheck.test).toContain('pg_isready');
  });

  it('gives every app process the same database, secret and public address, after PostgreSQL is ready', () => {
    for (const name of apps) {
      const app = services[name];
      expect(app.build).toBe('.');
      expect(app.environment.DATABASE_URL).toMatch(/@db:5432\/porchlight$/);
      expect(app.environment.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
      expect(app.depends_on.db.condition).toBe('service_healthy');
    }
    expect(services['app-1'].environment).toEqual(services['app-2'].environment);
  });

  it("trusts forwarded addresses from the proxy's address only", () => {
    const proxyAddress = services.proxy.networks.porchlight.ipv4_address;
    const [subnet] = compose.networks.porchlight.ipam.config;
    expect(subnet.subnet.split('.').slice(0, 3)).toEqual(proxyAddress.split('.').slice(0, 3));
    for (const name of apps) expect(services[name].environment.TRUST_PROXY).toBe(proxyAddress);
  });

  it('proxies to every app process, unbuffered, checked by the ready probe', () => {
    expect(services.proxy.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    const upstreams = /reverse_proxy\s+([^{]+)\{/.exec(caddyfile)?.[1].trim().split(/\s+/);
    expect(upstreams).toEqual(apps.map((name) => `${name}:8080`));
    expect(caddyfile).toMatch(/flush_interval -1/);
    expect(caddyfile).toMatch(/health_uri \/api\/health\n/);
  });
});
