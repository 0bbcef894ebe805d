// `npm run db:generate -w apps/api` (and any drizzle-kit command: `node scripts/drizzle-kit.ts check`):
// drizzle-kit with the API's drizzle-orm. npm hoists drizzle-kit to the root node_modules but installs
// drizzle-orm under apps/api/node_modules, so drizzle-kit's own `import('drizzle-orm/…')` finds nothing
// and it stops with "Please install latest version of drizzle-orm". A resolve hook answers drizzle-orm
// imports from this workspace, whatever the layout npm chose, so the command works from a fresh clone.
import { createRequire, registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = import.meta.url;
const require = createRequire(here);

// While resolving drizzle-orm from here the hook steps aside (require.resolve and import.meta.resolve run
// through the hooks too).
let resolvingHere = false;
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (resolvingHere || (specifier !== 'drizzle-orm' && !specifier.startsWith('drizzle-orm/')))
      return nextResolve(specifier, context);
    resolvingHere = true;
    try {
      // The CommonJS or the ES entry, as the importing side asked: resolved as if this file imported it.
      const url = context.conditions.includes('require')
        ? pathToFileURL(require.resolve(specifier)).href
        : import.meta.resolve(specifier);
      return { url, shortCircuit: true };
    } finally {
      resolvingHere = false;
    }
  },
});

// drizzle-kit reads drizzle.config.ts from the working directory: run it from apps/api wherever called.
process.chdir(path.resolve(path.dirname(fileURLToPath(here)), '..'));
const bin = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');
process.argv = [process.argv[0]!, bin, ...process.argv.slice(2)];
await import(pathToFileURL(bin).href);
