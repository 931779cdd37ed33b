#!/usr/bin/env node
// `npm start`: install dependencies if needed, build what is stale, then run the server
// on PORT (8080). The server reports over IPC when it listens; signals are passed on so
// Ctrl-C and `kill` shut it down gracefully.
import { spawn } from 'node:child_process';
import { buildStale } from './build.mjs';
import { ensureDeps } from './lib/ensure-deps.mjs';
import { fromRoot } from './lib/paths.mjs';

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

const server = spawn(
  process.execPath,
  ['--enable-source-maps', fromRoot('packages', 'server', 'dist', 'main.js')],
  {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, PORT: process.env.PORT ?? '8080' },
  },
);

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
