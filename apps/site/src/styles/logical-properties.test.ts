// issue 23: the site's CSS is written with logical properties, so an Arabic page (dir="rtl") mirrors
// without a second set of rules. Physical sides (left/right/top/bottom) are refused in every site
// stylesheet and the design tokens; what cannot be logical (a transform) sits in a [dir] rule.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { physicalSides } from '@rental/ui/logical-properties';
import { describe, expect, it } from 'vitest';

const stylesheets = [
  ...readdirSync(import.meta.dirname)
    .filter((f) => f.endsWith('.css'))
    .map((f) => path.join(import.meta.dirname, f)),
  path.join(import.meta.dirname, '..', '..', '..', '..', 'packages', 'ui', 'src', 'tokens.css'),
];

describe('logical CSS properties (issue 23)', () => {
  it('the checker finds what it should', () => {
    const css = `a{margin-left:1px;padding-top:0;left:0;text-align:right;inset:0 auto 0 0;margin:0 1px 0 2px}
b {
  margin-inline-start: 1px;
  inset: 0;
  margin: 0 auto;
  text-align: start;
  border-top: 1px solid red;
}`;
    const found = physicalSides(css.replace(/;/g, ';\n').replace(/\{/g, '{\n'));
    expect(found.map((f) => f.why)).toEqual([
      'margin-left is a physical side',
      'padding-top is a physical side',
      'left is a physical side',
      'text-align: use start/end',
      'inset with different left and right',
      'margin with different left and right',
      'border-top is a physical side',
    ]);
  });

  it.each(stylesheets.map((file) => [path.basename(file), file]))(
    '%s uses logical properties only',
    (_, file) => {
      const findings = physicalSides(readFileSync(file, 'utf8'));
      expect(findings.map((f) => `${f.line}: ${f.text}  (${f.why})`)).toEqual([]);
    },
  );
});
