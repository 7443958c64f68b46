import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type Figure, printSummary, report } from './summary';

/**
 * `npm run bench` runs every benchmark; `npm run bench -- fees`, `-- list`, `-- gate` or `-- reports` runs one.
 * fees: the fee engine on random stays; list: paged, filtered lists of 1,000,000 in/out records;
 * gate: gate events through the device API, decided, recorded and priced, with 1,000,000 arrears in the database;
 * reports: dashboards, report pages, a month's what-if and a 1,000,000-row export over 5,000,000 records (PostgreSQL).
 * devices: 1,000 simulated cameras over MQTT (embedded broker and Mosquitto), commands, 10,000 idle devices.
 */
const files = {
  fees: './fee-bench.ts',
  gate: './gate-bench.ts',
  list: './list-bench.ts',
  reports: './reports-bench.ts',
  devices: './devices-bench.ts',
} as const;
type Name = keyof typeof files;
const all = Object.keys(files) as Name[];
const chosen = process.argv.slice(2);
const unknown = chosen.filter((c) => !(all as string[]).includes(c));
if (unknown.length) {
  console.error(`unknown benchmark ${unknown.join(', ')}; choose from ${all.join(', ')}`);
  process.exit(2);
}

// each in a process of its own, so what one leaves behind (a PGlite heap, a million seeded rows) does not slow the next
function run(name: Name): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL(files[name], import.meta.url)), [], { execArgv: ['--import', 'tsx'] });
    child.on('message', (figures) => {
      for (const figure of figures as Figure[]) report(figure);
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the ${name} benchmark exited with ${code}`)),
    );
  });
}

for (const name of (chosen.length ? chosen : all) as Name[]) await run(name);
printSummary();
