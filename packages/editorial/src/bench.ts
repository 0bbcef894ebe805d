// `npm run bench -w @rental/editorial`: parse + validate throughput on a generated 1 MB editorial text.
import { parse } from './parse.ts';
import { validate } from './validate.ts';

const SECTION = `## Winter tyres in {{cityName}} [^1]
{{season:winter}}
Rent a car with **winter tyres** at *{{branchName}}* and drive safely through the {{year}} season.
Read the [rental information](/rental-information "Rental information") or open the [app](_sixt://offers).
- Free cancellation up to **24 hours** before pickup
- Unlimited kilometres on *selected* offers [^2]
* Child seats and snow chains on request
[_cta: Book now](/booking)
Questions? [Chat with us](action:open-chat) or watch {{video:a1B2c3}}.

`;

/** A valid editorial text of at least `bytes` UTF-8 bytes, with footnotes numbered in sequence. */
export function generateText(bytes: number): string {
  const parts = ['# Car rental\nEverything about renting a car.\n\n'];
  let size = Buffer.byteLength(parts[0]!);
  let n = 0;
  while (size < bytes) {
    const section = SECTION.replace('[^1]', `[^${(n % 98) + 1}]`).replace('[^2]', `[^${(n % 98) + 2}]`);
    parts.push(section);
    size += Buffer.byteLength(section);
    n++;
  }
  parts.push('## Footnotes\n');
  for (let i = 1; i <= 99; i++) parts.push(`[^${i}]: Footnote ${i}.\n`);
  return parts.join('');
}

if (import.meta.main) {
  const text = generateText(1024 * 1024);
  const megabytes = Buffer.byteLength(text) / (1024 * 1024);
  // Warm up the JIT, then take the median of several runs so one GC pause does not decide the figure.
  for (let i = 0; i < 3; i++) validate(parse(text));
  const runs: { parse: number; total: number; errors: number }[] = [];
  for (let i = 0; i < 9; i++) {
    const start = performance.now();
    const tree = parse(text);
    const parsed = performance.now();
    const errors = validate(tree);
    runs.push({ parse: parsed - start, total: performance.now() - start, errors: errors.length });
  }
  runs.sort((a, b) => a.total - b.total);
  const median = runs[Math.floor(runs.length / 2)]!;
  console.log('Editorial parse + validate');
  console.log(`  input:            ${megabytes.toFixed(2)} MB, ${text.split('\n').length} lines`);
  console.log(`  parse:            ${median.parse.toFixed(1)} ms`);
  console.log(`  parse + validate: ${median.total.toFixed(1)} ms (median of ${runs.length})`);
  console.log(`  throughput:       ${(megabytes / (median.total / 1000)).toFixed(1)} MB/s`);
  console.log(`  errors found:     ${median.errors}`);
}
