import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from './cli.ts';

let dir: string;
const files: Record<string, string> = {
  'good.md': '---\ntitle: Good\nlayout: default\n---\n# Title\nFine text.\n',
  'bad.md': '---\ntitle: Bad\n---\n# Title\nSome <b>bold</b>\n{{season:never}}\n',
  'plain.md': 'No heading here.\n',
  'nested/also-bad.md': '# Title\n## Empty\n',
  'nested/ignored.txt': '<b>not markdown</b>',
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'editorial-cli-'));
  await mkdir(path.join(dir, 'nested'));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const status = await main(
    argv,
    (text) => {
      stdout += text;
    },
    (text) => {
      stderr += text;
    },
  );
  return { status, stdout, stderr };
}

describe('editorial CLI', () => {
  it('exits 0 and prints nothing for a valid file with front matter', async () => {
    expect(await run(path.join(dir, 'good.md'))).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  it('prints file:line:column id message with lines relative to the file, and exits 1', async () => {
    const file = path.join(dir, 'bad.md');
    const { status, stdout } = await run(file, path.join(dir, 'good.md'));
    expect(status).toBe(1);
    expect(stdout.trimEnd().split('\n')).toEqual([
      `${file}:5:6 html-not-allowed Your text includes HTML code, which is not allowed. Please remove the HTML code to continue.`,
      `${file}:5:13 html-not-allowed Your text includes HTML code, which is not allowed. Please remove the HTML code to continue.`,
      `${file}:6:10 unknown-season The season entered is not recognized. Valid seasons are: winter, spring, summer, autumn.`,
    ]);
  });

  it('prints JSON with --json and translates with --lang', async () => {
    const file = path.join(dir, 'plain.md');
    const { status, stdout } = await run('--json', '--lang', 'de-DE', file);
    expect(status).toBe(1);
    expect(JSON.parse(stdout)).toEqual([
      {
        file,
        line: 1,
        column: 1,
        id: 'missing-leading-heading',
        message:
          'Ihr Text muss mit einer Überschrift beginnen. Fügen Sie als erste Zeile # gefolgt vom Titel ein.',
      },
    ]);
    expect(JSON.parse((await run('--json', path.join(dir, 'good.md'))).stdout)).toEqual([]);
  });

  it('searches a directory for .md files', async () => {
    const { status, stdout } = await run('--json', '--lang=fr-FR', dir);
    expect(status).toBe(1);
    const found = JSON.parse(stdout) as { file: string; id: string }[];
    expect([...new Set(found.map((e) => path.relative(dir, e.file)))].sort()).toEqual([
      'bad.md',
      'nested/also-bad.md',
      'plain.md',
    ]);
  });

  it('allows the tenant app protocol with --app-protocol', async () => {
    const file = path.join(dir, 'app.md');
    await writeFile(file, '# T\n[Open](kestrel://home)\n');
    expect((await run(file)).stdout).toContain('unsafe-url');
    expect((await run('--app-protocol', 'kestrel', file)).status).toBe(0);
  });

  it.each([
    [[], 'No file given'],
    [['--lang', 'xx-XX', 'a.md'], 'Unknown language "xx-XX"'],
    [['--bogus', 'a.md'], "Unknown option '--bogus'"],
    [['/does/not/exist.md'], 'Cannot read /does/not/exist.md: ENOENT'],
  ])('exits 2 on %j', async (argv, message) => {
    const { status, stderr } = await run(...argv);
    expect(status).toBe(2);
    expect(stderr).toContain(message);
  });

  // Starts Node twice: about 1 s on an idle machine, several times that on a busy two-core one.
  it('runs as a Node script with the documented exit status', { timeout: 30_000 }, async () => {
    const cli = path.join(import.meta.dirname, 'cli.ts');
    const exec = promisify(execFile);
    const ok = await exec(process.execPath, [cli, path.join(dir, 'good.md')]);
    expect(ok.stdout).toBe('');
    await expect(exec(process.execPath, [cli, path.join(dir, 'bad.md')])).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringContaining('bad.md:5:6 html-not-allowed'),
    });
  });
});
