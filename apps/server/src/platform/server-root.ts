import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server's own folder (the one holding `drizzle/`), found the same from its sources under `src/` and from
 * the bundle `npm start` runs (`dist/main.mjs`), so migrations and shipped data files are found from either.
 */
function findServerRoot(): string {
  const start = dirname(fileURLToPath(import.meta.url));
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'drizzle', 'meta'))) return dir;
    if (dirname(dir) === dir) throw new Error(`the server's folder (with drizzle/) is not above ${start}`);
  }
}

export const serverRoot = findServerRoot();
