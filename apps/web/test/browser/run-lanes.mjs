// The browser tests in two lanes side by side, each a vitest run with its own server and database: the walk of
// every page as each role (with a few long files to even the lanes out), and the rest. Within a lane the files run
// one after another on the lane's server. Much of a browser test is waiting for a page to settle, so two lanes
// share two cores well. The console is built once, before both.
//
// `node test/browser/run-lanes.mjs` runs both; with arguments (files, vitest options) it runs one vitest with
// them, as `vitest run --config vitest.browser.config.ts` would.
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const webDir = resolve(import.meta.dirname, '../..');
const vitest = resolve(webDir, '../../node_modules/vitest/vitest.mjs');
const config = ['--config', 'vitest.browser.config.ts'];
const walkLane = [
  'test/browser/roles-walk.test.ts',
  'test/browser/park-pages.test.ts',
  'test/browser/report-export.test.ts',
  'test/browser/list-total.test.ts',
];

const given = process.argv.slice(2);
if (given.length) {
  const one = spawnSync(process.execPath, [vitest, 'run', ...config, ...given], { cwd: webDir, stdio: 'inherit' });
  process.exit(one.status ?? 1);
}

console.log('building the console once for both lanes');
const built = spawnSync('npm', ['run', 'build'], { cwd: webDir, env: { ...process.env, NODE_ENV: 'production' } });
process.stdout.write(built.stdout);
process.stderr.write(built.stderr);
if (built.status !== 0) process.exit(built.status ?? 1);

const colour = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const strip = (s) => s.replace(colour, '');

function lane(name, args) {
  return new Promise((done) => {
    const child = spawn(process.execPath, [vitest, 'run', ...config, ...args], {
      cwd: webDir,
      env: { ...process.env, WEB_TEST_BUILT: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const counts = { files: '', tests: '' };
    const prefix = (stream, out) => {
      let rest = '';
      stream.on('data', (d) => {
        const lines = (rest + d).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          const plain = strip(line);
          if (/^ +Test Files +\d/.test(plain)) counts.files = plain.replace(/^ +Test Files +/, '');
          if (/^ +Tests +\d/.test(plain)) counts.tests = plain.replace(/^ +Tests +/, '');
          out.write(`[${name}] ${line}\n`);
        }
      });
      stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('close', (code) => done({ name, code: code ?? 1, ...counts }));
  });
}

const lanes = await Promise.all([
  lane('walk', walkLane),
  lane(
    'pages',
    walkLane.flatMap((f) => ['--exclude', f]),
  ),
]);

// one summary in vitest's own words, the two lanes added up, for whoever reads the last lines (CI does)
const sum = (key, word) => lanes.reduce((n, l) => n + Number(new RegExp(`(\\d+) ${word}`).exec(l[key])?.[1] ?? 0), 0);
const line = (key) => {
  const parts = ['failed', 'passed', 'skipped'].map((w) => [w, sum(key, w)]).filter(([, n]) => n > 0);
  const total = lanes.reduce((n, l) => n + Number(/\((\d+)\)/.exec(l[key])?.[1] ?? 0), 0);
  return `${parts.map(([w, n]) => `${n} ${w}`).join(' | ')} (${total})`;
};
console.log();
for (const l of lanes) console.log(` lane ${l.name}: ${l.tests || 'no test count'} (exit ${l.code})`);
console.log(` Test Files  ${line('files')}`);
console.log(`      Tests  ${line('tests')}`);
process.exit(lanes.every((l) => l.code === 0) ? 0 : 1);
