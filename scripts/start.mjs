#!/usr/bin/env node
// `npm start`: read .env if there is one, install dependencies if needed, build what is
// stale, then run the server
// on PORT (8080); PROCESSES=N runs N processes on one port against DATABASE_URL. The server reports over IPC when it listens; signals are passed on so
// Ctrl-C and `kill` shut it down gracefully.
import { spawn } from 'node:child_process';
import cluster from 'node:cluster';
import { buildStale } from './build.mjs';
import { ensureDeps } from './lib/ensure-deps.mjs';
import { loadEnvFile } from './lib/env-file.mjs';
import { runOnSupportedNode } from './lib/node-runtime.mjs';
import { fromRoot } from './lib/paths.mjs';

// On a machine whose Node is older than the project's, the product runs on the pinned one.
await runOnSupportedNode(import.meta.filename);

// Settings from .env (see .env.example); the environment itself wins over the file.
try {
  if (loadEnvFile()) console.log('start: settings read from .env');
} catch (error) {
  console.error(`start: .env could not be read: ${error.message}`);
  process.exit(1);
}

try {
  await ensureDeps();
} catch (error) {
  console.error(`start: ${error.message}`);
  process.exit(1);
}
if (!(await buildStale()).ok) {
  console.error('start: the build failed (output above); fix it and run npm start again.');
  process.exit(1);
}

const main = fromRoot('packages', 'server', 'dist', 'main.js');
const env = { ...process.env, PORT: process.env.PORT ?? '8080' };
const processes = Number(process.env.PROCESSES ?? 1);
if (!Number.isInteger(processes) || processes < 1 || processes > 64) {
  console.error('start: PROCESSES must be a whole number from 1 to 64.');
  process.exit(1);
}
if (processes > 1 && !process.env.DATABASE_URL) {
  console.error(
    'start: PROCESSES > 1 needs DATABASE_URL (PostgreSQL): the embedded database serves one process.',
  );
  process.exit(1);
}

if (processes === 1) runOne();
else runMany(processes);

/** One server process (the default). */
function runOne() {
  const server = spawn(process.execPath, ['--enable-source-maps', main], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env,
  });
  server.on('message', (message) => {
    if (message?.type === 'listening') {
      console.log(`Porchlight is running at http://localhost:${message.port}`);
    }
  });
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopping = true;
      if (server.exitCode === null) server.kill(signal);
    });
  }
  // Killed by a signal we passed on is a clean stop; by any other, a failure.
  server.on('exit', (code) => process.exit(code ?? (stopping ? 0 : 1)));
}

/**
 * PROCESSES=N: N server processes sharing one port (node:cluster hands connections out
 * round-robin) and one PostgreSQL, which holds everything they share: sessions, rate
 * limits, jobs, conversation versions (LISTEN/NOTIFY). A process that dies is replaced.
 */
function runMany(count) {
  cluster.setupPrimary({ exec: main, execArgv: ['--enable-source-maps'] });
  let stopping = false;
  let announced = false;
  const fork = () => {
    const worker = cluster.fork(env);
    worker.on('message', (message) => {
      if (message?.type === 'listening' && !announced) {
        announced = true;
        console.log(
          `Porchlight is running at http://localhost:${message.port} (${count} processes)`,
        );
      }
    });
  };
  for (let i = 0; i < count; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(
      `start: server process ${worker.process.pid} exited (${signal ?? code}); starting another.`,
    );
    setTimeout(fork, 1000);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  }
}
