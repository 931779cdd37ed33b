import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { formatDuration, run } from './run.mjs';

const NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** A Chromium or Chrome on this machine: /usr/bin first, then the PATH. */
export function findChromium() {
  const dirs = ['/usr/bin', ...(process.env.PATH ?? '').split(delimiter).filter(Boolean)];
  for (const name of NAMES) {
    for (const dir of dirs) {
      const path = join(dir, name);
      if (isExecutable(path)) return path;
    }
  }
  return undefined;
}

const APT_ENV = { DEBIAN_FRONTEND: 'noninteractive' };

async function aptHasCandidate() {
  const { code, output } = await run('apt-cache', ['policy', 'chromium'], { quiet: true });
  return code === 0 && /Candidate: (?!\(none\))/.test(output);
}

async function aptInstallChromium() {
  let updated = false;
  const update = async () => {
    console.log('chromium: apt-get update');
    updated = true;
    return (await run('apt-get', ['update'], { quiet: true, env: APT_ENV })).code === 0;
  };
  if (!(await aptHasCandidate()) && !(await update())) return false;
  const install = () =>
    run('apt-get', ['install', '-y', '-q', 'chromium'], { quiet: true, env: APT_ENV });
  let result = await install();
  // Package lists older than the mirror name files it no longer has: refresh once, retry.
  if (result.code !== 0 && !updated && (await update())) result = await install();
  if (result.code !== 0) process.stderr.write(result.output.slice(-4000));
  return result.code === 0;
}

/**
 * Returns the path of a Chromium for the browser tests: CHROME_PATH when set, else one
 * already installed, else (as root on Debian) Debian's `chromium` installed with apt-get.
 * Throws with instructions when none can be had.
 */
export async function ensureChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv) && isExecutable(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, which is not an executable file.`);
  }
  const found = findChromium();
  if (found) return found;
  const canInstall = process.platform === 'linux' && process.getuid?.() === 0;
  if (canInstall && existsSync('/usr/bin/apt-get')) {
    console.log("chromium: none found; installing Debian's chromium with apt-get (once)");
    const started = performance.now();
    if ((await aptInstallChromium()) && findChromium()) {
      console.log(`chromium: installed in ${formatDuration(performance.now() - started)}`);
      return findChromium();
    }
    throw new Error('apt-get could not install chromium (output above).');
  }
  throw new Error(
    'No Chromium found for the browser tests. Install Chromium or Chrome, or point ' +
      'CHROME_PATH at one, e.g. CHROME_PATH=/path/to/chrome npm test ' +
      '(as root on Debian, npm test installs it with apt-get).',
  );
}
