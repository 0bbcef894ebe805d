// `npm run check:prove`: shows that `npm run check` fails on what issue 13 says it must, by making each
// mistake for a moment in the real repository and running the real check on it (then undoing it):
//   1. an API schema change that breaks an app     -> the contract check and the app's type-check fail
//   2. a cross-app import                          -> check:imports fails (app-imports-app)
//   3. a relative import into another workspace    -> check:imports fails (relative-into-workspace)
//   4. an import cycle                             -> Biome fails (noImportCycles)
// Prints each case and exits 1 if any check did not fail. The rules' own tests: scripts/check-imports.test.ts.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const node = process.execPath;
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const biome = path.join(root, 'node_modules/.bin/biome');
let broken = 0;

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  return { status: result.status ?? 1, output: `${result.stdout}\n${result.stderr}` };
}

/** Writes files, runs the check, removes them; the check must fail with `expected` in its output. */
function prove(
  title: string,
  files: Record<string, string>,
  check: () => { status: number; output: string },
  expected: RegExp,
) {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  let result: { status: number; output: string };
  try {
    result = check();
  } finally {
    for (const file of Object.keys(files)) rmSync(path.join(root, file), { force: true });
  }
  const ok = result.status !== 0 && expected.test(result.output);
  if (!ok) broken++;
  const line =
    result.output
      .split('\n')
      .find((l) => expected.test(l))
      ?.trim() ?? result.output.trim().split('\n')[0];
  console.log(`${ok ? 'fails as it must' : 'DID NOT FAIL'}: ${title}\n    ${line}`);
}

// 1. The API renames User.firstName: the regenerated types break the login app, and the committed
//    types are stale (the contract check says to regenerate).
const prove1 = 'packages/api-client/.prove';
const document = JSON.parse(readFileSync(path.join(root, 'packages/api-client/openapi.json'), 'utf8'));
const user = document.components.schemas.User;
user.properties.givenName = user.properties.firstName;
delete user.properties.firstName;
user.required = user.required.map((k: string) => (k === 'firstName' ? 'givenName' : k));
const mutated = `${JSON.stringify(document, null, 2)}\n`;
mkdirSync(path.join(root, prove1), { recursive: true });
try {
  cpSync(path.join(root, 'packages/api-client/src'), path.join(root, prove1, 'src'), { recursive: true });
  writeFileSync(path.join(root, prove1, 'openapi.json'), mutated);
  prove(
    'the API renames a field the login app reads (User.firstName): the contract check',
    {},
    () =>
      run(node, ['packages/api-client/scripts/generate.ts', '--check', '--from', `${prove1}/openapi.json`]),
    /OpenAPI document changed/,
  );
  const { typesOf } = await import('../packages/api-client/scripts/generate.ts');
  writeFileSync(path.join(root, prove1, 'src/schema.ts'), await typesOf(document));
  prove(
    '… and, once regenerated, the login app’s type-check',
    {
      [`${prove1}/tsconfig.json`]: JSON.stringify({
        extends: '../../../tsconfig.base.json',
        compilerOptions: { paths: { '@rental/api-client': ['./src/index.ts'] } },
        include: ['../../../apps/login/src'],
      }),
    },
    () => run(node, [tsc, '--noEmit', '-p', `${prove1}/tsconfig.json`]),
    /firstName/,
  );
} finally {
  rmSync(path.join(root, prove1), { recursive: true, force: true });
}

// 2 and 3. The help center imports the booking app by name and by a relative path.
prove(
  'the help-center app imports the booking app',
  { 'apps/help-center/src/prove-check.ts': "export * from '@rental/booking';\n" },
  () => run(node, ['scripts/check-imports.ts']),
  /app-imports-app/,
);
prove(
  'the help-center app imports another workspace’s source by a relative path',
  {
    'apps/help-center/src/prove-check.ts':
      "export { parseRoute } from '../../booking/src/shared/route.ts';\n",
  },
  () => run(node, ['scripts/check-imports.ts']),
  /relative-into-workspace/,
);

// 4. Two modules of the booking app import each other.
prove(
  'two modules import each other',
  {
    'apps/booking/src/shared/prove-cycle-a.ts':
      "import { b } from './prove-cycle-b.ts';\nexport const a = () => b();\n",
    'apps/booking/src/shared/prove-cycle-b.ts':
      "import { a } from './prove-cycle-a.ts';\nexport const b = () => a();\n",
  },
  () =>
    run(biome, [
      'lint',
      'apps/booking/src/shared/prove-cycle-a.ts',
      'apps/booking/src/shared/prove-cycle-b.ts',
    ]),
  /noImportCycles/,
);

if (broken > 0) {
  console.error(`\n${broken} check(s) did not fail on their mistake.`);
  process.exit(1);
}
console.log('\nEvery check fails on its mistake.');
