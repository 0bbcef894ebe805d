// The editorial linter: `node packages/editorial/src/cli.ts [--json] [--lang de-DE] FILE|DIR...`.
// Prints `file:line:column id message` per error (or JSON) and exits 1 when any error was found.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatError } from './compile.ts';
import { type EditorialError, LOCALES, type Locale, localeSchema } from './errors.ts';
import { lint } from './lint.ts';

const USAGE = `Usage: node packages/editorial/src/cli.ts [--json] [--lang LOCALE] [--app-protocol NAME] FILE|DIR...

Checks editorial texts (a leading --- front-matter block is skipped). A directory is searched for *.md files.
  --json               print [{ file, line, column, id, message }] instead of one line per error
  --lang LOCALE        language of the messages, one of ${LOCALES.join(', ')} (default en-US)
  --app-protocol NAME  the tenant's app protocol allowed in links (default sixt)
Exit status: 0 no errors, 1 errors found, 2 usage error or unreadable file.`;

/** One error as the CLI reports it. */
export type FileError = EditorialError & { file: string };

async function collect(target: string): Promise<string[]> {
  const info = await stat(target);
  if (!info.isDirectory()) return [target];
  const entries = await readdir(target, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function parseCli(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      lang: { type: 'string', default: 'en-US' },
      'app-protocol': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
}

/** Runs the linter on argv (without node and script); returns the exit status. */
export async function main(
  argv: string[],
  out: (text: string) => void = (text) => process.stdout.write(text),
  err: (text: string) => void = (text) => process.stderr.write(text),
): Promise<number> {
  let args: ReturnType<typeof parseCli>;
  try {
    args = parseCli(argv);
  } catch (error) {
    err(`${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (args.values.help) {
    out(`${USAGE}\n`);
    return 0;
  }
  const lang = localeSchema.safeParse(args.values.lang);
  if (!lang.success) {
    err(`Unknown language "${args.values.lang}". Use one of: ${LOCALES.join(', ')}.\n`);
    return 2;
  }
  if (args.positionals.length === 0) {
    err(`No file given.\n\n${USAGE}\n`);
    return 2;
  }

  const files: string[] = [];
  for (const target of args.positionals) {
    try {
      files.push(...(await collect(target)));
    } catch (error) {
      err(`Cannot read ${target}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}\n`);
      return 2;
    }
  }

  const options = { lang: lang.data as Locale, frontMatter: true, appProtocol: args.values['app-protocol'] };
  const found: FileError[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      err(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}\n`);
      return 2;
    }
    for (const e of lint(text, options))
      found.push({ file, line: e.line, column: e.column, id: e.id, message: e.message });
  }

  if (args.values.json) out(`${JSON.stringify(found, null, 2)}\n`);
  else for (const e of found) out(`${formatError(e.file, e)}\n`);
  return found.length > 0 ? 1 : 0;
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
