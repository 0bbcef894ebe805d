// The validate command: a summary and exit 0 on valid content, the errors and exit 1 otherwise.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const fixtures = fileURLToPath(new URL('../test-fixtures', import.meta.url));
const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });

// Each test starts a Node process: about 1 s on an idle machine, several times that on a busy two-core one.
describe('validate CLI', { timeout: 30_000 }, () => {
  it('prints a summary and exits 0 for valid content', () => {
    const result = run('--site', 'be');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Content OK: 1 sites, 2 site languages, \d+ pages/);
    expect(result.stdout).toMatch(/layouts: .*funnel/);
  });

  it('prints the errors naming file and field and exits 1 for invalid content', () => {
    const result = run('--root', `${fixtures}/invalid/bad-template`, '--site', 'de');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'packages/content/test-fixtures/invalid/bad-template/de/de-DE/site.json: file not found',
    );
    expect(result.stderr).toMatch(/Invalid content: \d+ error\(s\)/);
  });
});
