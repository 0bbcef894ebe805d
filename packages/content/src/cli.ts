// `npm run validate -w packages/content [-- --site de --locale de-DE --root DIR]`: loads all content,
// checks it against the markets and prints a summary, or the first errors and exit code 1.
import { parseArgs } from 'node:util';
import { sites } from '@rental/markets';
import { createFileSource } from './file-source.ts';
import { validateContent } from './validate.ts';

const MAX_SHOWN = 25;

const { values } = parseArgs({
  options: { site: { type: 'string' }, locale: { type: 'string' }, root: { type: 'string' } },
});
const started = performance.now();
const source = createFileSource(values.root === undefined ? {} : { root: values.root });
const report = await validateContent(source, sites, { siteId: values.site, locale: values.locale });
const ms = Math.round(performance.now() - started);

if (report.errors.length > 0) {
  for (const error of report.errors.slice(0, MAX_SHOWN)) console.error(error.message);
  const more = report.errors.length - MAX_SHOWN;
  if (more > 0) console.error(`… and ${more} more`);
  console.error(`\nInvalid content: ${report.errors.length} error(s) in ${source.name} (${ms} ms).`);
  process.exit(1);
}

const count = (key: (p: (typeof report.pages)[number]) => string) => {
  const counts = new Map<string, number>();
  for (const page of report.pages) counts.set(key(page), (counts.get(key(page)) ?? 0) + 1);
  return [...counts].map(([name, n]) => `${name} ${n}`).join(', ');
};
console.log(
  `Content OK: ${report.sites} sites, ${report.locales} site languages, ${report.pages.length} pages (${ms} ms).`,
);
console.log(`  templates: ${count((p) => p.template)}`);
console.log(`  layouts:   ${count((p) => p.context.layout ?? '(empty)')}`);
console.log(
  `  body in another language: ${report.pages.filter((p) => p.bodyLang !== undefined).length} pages`,
);
