import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './paths.ts';

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

const MAIN = join(repoRoot, 'packages', 'server', 'dist', 'main.js');

/**
 * Starts the built server, as `npm start` does, on a free port with a fresh DATA_DIR,
 * and resolves once it listens.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build first.`);
  const dataDir = mkdtempSync(join(tmpdir(), 'porchlight-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', MAIN], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
    process.stderr.write(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the server did not listen within 30 s')),
      30_000,
    );
    child.on('message', (message: { type?: string; port?: number }) => {
      if (message.type === 'listening' && message.port) {
        clearTimeout(timer);
        resolve(message.port);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (code ${code}) before listening:\n${stderr}`));
    });
  });

  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
