// `npm run check:astro -w @rental/site` (part of the root `npm run check`): type-checks the .astro files
// with `astro check`. The repository compiles with TypeScript 7, which has no JavaScript API yet;
// astro check's language tools need one, so this runs them on the TypeScript 6 that apps/site keeps as a
// dev dependency: every `import 'typescript'` of the checker resolves to it.
import { createRequire, registerHooks } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const siteRoot = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(siteRoot, 'package.json'));
const typescript = pathToFileURL(require.resolve('typescript')).href;
registerHooks({
  resolve(specifier, context, next) {
    if (specifier === 'typescript') return { url: typescript, format: 'commonjs', shortCircuit: true };
    return next(specifier, context);
  },
});
process.chdir(siteRoot);
process.argv = [process.argv[0]!, 'astro', 'check', ...process.argv.slice(2)];
await import(
  pathToFileURL(path.join(path.dirname(require.resolve('astro/package.json')), 'bin/astro.mjs')).href
);
