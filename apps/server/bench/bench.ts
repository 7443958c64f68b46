import { printSummary } from './summary';

/**
 * `npm run bench` runs every benchmark; `npm run bench -- fees`, `-- list` or `-- gate` runs one.
 * fees: the fee engine on random stays; list: paged, filtered lists of 1,000,000 in/out records;
 * gate: gate events through the device API, decided, recorded and priced.
 */
const all = ['fees', 'gate', 'list'] as const;
const chosen = process.argv.slice(2);
const unknown = chosen.filter((c) => !(all as readonly string[]).includes(c));
if (unknown.length) {
  console.error(`unknown benchmark ${unknown.join(', ')}; choose from ${all.join(', ')}`);
  process.exit(2);
}
for (const name of chosen.length ? chosen : all) {
  if (name === 'fees') await import('./fee-bench');
  else if (name === 'gate') await import('./gate-bench');
  else await import('./list-bench');
}
printSummary();
