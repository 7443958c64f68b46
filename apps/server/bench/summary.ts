/** Figures the benchmarks report, gathered so `npm run bench` can end with one compact summary. */
export type Figure = { bench: string; what: string; value: string; target: string; verdict: 'holds' | 'MISSED' | '' };

const figures: Figure[] = [];

export function report(figure: Figure): void {
  figures.push(figure);
}

// a benchmark run by `npm run bench` hands its figures to it before it ends
let handedOver = false;
process.on('beforeExit', () => {
  if (!process.send || handedOver) return;
  handedOver = true;
  process.send(figures, () => process.disconnect());
});

/** Rows as a Markdown table with padded columns, as the benchmarks print them. */
export function markdownTable(header: string[], lines: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const row = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [row(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(row)].join('\n');
}

export function printSummary(): void {
  if (!figures.length) return;
  const header = ['bench', 'figure', 'value', 'target', 'verdict'];
  const lines = figures.map((f) => [f.bench, f.what, f.value, f.target, f.verdict]);
  console.log(
    `\nSummary (the machine is shared: compare ratios to the bare baseline measured in the same run)\n${markdownTable(header, lines)}`,
  );
}
