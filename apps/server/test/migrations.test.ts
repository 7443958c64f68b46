import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('migrations', () => {
  it('match the declarations: nothing changed without a migration', () => {
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/generate-migration.ts', 'check', '--check'],
      {
        cwd: new URL('..', import.meta.url).pathname,
        encoding: 'utf8',
      },
    );
    expect(out).toContain('no changes');
  });
});
