// Each boundary rule on a small repository written to a temporary folder: every rule fires on the import
// that breaks it and stays quiet on the allowed ones.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkImports } from './check-imports.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'check-imports-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, content: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}
for (const [dir, name] of [
  ['apps/booking', '@rental/booking'],
  ['apps/help-center', '@rental/help-center'],
  ['apps/site', '@rental/site'],
  ['packages/ui', '@rental/ui'],
  ['packages/markets', '@rental/markets'],
]) {
  write(`${dir}/package.json`, JSON.stringify({ name }));
}
write('packages/markets/src/index.ts', 'export const x = 1;\n');
write('packages/ui/src/index.ts', "import { x } from '@rental/markets';\nexport const y = x;\n");
write('apps/site/server/static-server.ts', 'export const serve = 1;\n');
// The site builds an app's first view through the app's prerender entry (the contract's build side).
write(
  'apps/site/src/lib/first-views.ts',
  "import { prerender } from '@rental/booking/prerender';\nexport const p = prerender;\n",
);
write('apps/booking/src/shared/dates.ts', 'export const today = 1;\n');
write(
  'apps/booking/src/features/offers/list.tsx',
  "import { today } from '../../shared/dates.ts';\nexport const l = today;\n",
);
write('apps/booking/src/features/search/form.tsx', "import { y } from '@rental/ui';\nexport const f = y;\n");
write(
  'apps/booking/src/app/app.tsx',
  "import { l } from '../features/offers/list.tsx';\nimport { f } from '../features/search/form.tsx';\nexport const a = [l, f];\n",
);
write(
  'apps/booking/e2e/support.ts',
  "import { serve } from '@rental/site/server';\nexport const s = serve;\n",
);

const rulesOf = () => checkImports(root).map((v) => `${v.rule} ${v.file}:${v.line}`);

describe('import boundaries', () => {
  it('allow packages → packages, shared → features → app, and e2e through package entries', () => {
    expect(rulesOf()).toEqual([]);
  });

  it.each([
    ['app-imports-app', 'apps/help-center/src/x.ts', "import { a } from '@rental/booking';\n"],
    ['app-imports-app', 'apps/help-center/src/y.ts', "import { p } from '@rental/booking/prerender';\n"],
    ['app-imports-app', 'apps/site/src/z.ts', "import { a } from '@rental/booking/src/app/app.tsx';\n"],
    [
      'relative-into-workspace',
      'apps/help-center/e2e/x.ts',
      "import { serve } from '../../site/server/static-server.ts';\n",
    ],
    ['package-imports-app', 'packages/ui/src/bad.ts', "export { a } from '@rental/booking';\n"],
    [
      'feature-imports-feature',
      'apps/booking/src/features/offers/bad.tsx',
      "import { f } from '../search/form.tsx';\nexport const b = f;\n",
    ],
    [
      'app-imports-shared-library',
      'apps/booking/src/features/search/bad.tsx',
      "import { ComboBox } from 'react-aria-components';\nexport const c = ComboBox;\n",
    ],
  ])('%s fails', (rule, file, code) => {
    write(file, code);
    try {
      expect(rulesOf()).toEqual([`${rule} ${file}:1`]);
    } finally {
      rmSync(path.join(root, file));
    }
  });

  it('a relative path into another workspace is also a package importing an app', () => {
    const file = 'packages/ui/src/serve.ts';
    write(
      file,
      "const load = () => import('../../../apps/site/server/static-server.ts');\nexport { load };\n",
    );
    try {
      expect(rulesOf()).toEqual([`relative-into-workspace ${file}:1`, `package-imports-app ${file}:1`]);
    } finally {
      rmSync(path.join(root, file));
    }
  });
});
