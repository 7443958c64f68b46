// Gzipped JavaScript a first visit loads, from the Vite manifest: the login page and the home page
// (shell and dashboard). Exits non-zero when either is over its budget.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const budgets = [
  { name: 'login page', entries: ['src/pages/login/LoginPage.tsx'], limitKb: 250 },
  {
    name: 'home page (shell + dashboard)',
    entries: ['src/shell/ShellLayout.tsx', 'src/pages/wel/DashboardPage.tsx'],
    limitKb: 600,
  },
];

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entry) throw new Error('no entry in the manifest');

/** A chunk and everything it imports statically: what the browser must fetch before it runs. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest: was it renamed?`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const gzipped = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

let failed = false;
for (const b of budgets) {
  const keys = new Set([entry]);
  for (const e of [entry, ...b.entries]) for (const k of closure(e)) keys.add(k);
  const files = [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const kb = files.reduce((sum, f) => sum + gzipped(f), 0) / 1000;
  const ok = kb <= b.limitKb;
  failed ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${b.name}: ${kb.toFixed(1)} kB gzipped JS in ${files.length} files (budget ${b.limitKb} kB)`,
  );
}
process.exit(failed ? 1 : 0);
