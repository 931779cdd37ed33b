import { chmodSync, type Dirent, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Makes DATA_DIR private to the server's user: the folder and every folder in it 0700, every
 * file 0600. It holds the session secret and the embedded database, whose engine creates its
 * files world-writable whatever the umask; files it creates later are still out of other
 * users' reach, since they cannot enter a 0700 folder. Answers the paths it could not fix
 * (another owner, a read-only mount), for one clear warning at start.
 */
export function secureDataDir(dir: string): string[] {
  const unfixed: string[] = [];
  const fix = (path: string, mode: number) => {
    try {
      chmodSync(path, mode);
    } catch {
      unfixed.push(path);
    }
  };
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const walk = (folder: string) => {
    fix(folder, 0o700);
    let entries: Dirent[] = [];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      unfixed.push(folder);
    }
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) fix(path, 0o600);
      // Sockets and links are left alone: a link's target is not ours to change.
    }
  };
  walk(dir);
  return unfixed;
}
