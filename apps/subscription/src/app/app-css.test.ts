// The subscription app's style sheets (app.css, and the funnel's and campaign's shared/order.css) mirror
// on right-to-left pages by themselves: logical sides only, and colours from the design tokens of
// @rental/ui (no colour literal).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { physicalSides } from '@rental/ui/logical-properties';
import { describe, expect, it } from 'vitest';

describe.each([
  ['app.css', 'app.css'],
  ['order.css', '../shared/order.css'],
])('%s', (_name, file) => {
  const css = readFileSync(path.join(import.meta.dirname, file), 'utf8');

  it('uses logical properties only', () => {
    expect(physicalSides(css).map((f) => `${f.line}: ${f.text}  (${f.why})`)).toEqual([]);
  });

  it('takes its colours from the design tokens', () => {
    const literals = css
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split('\n')
      .map((line, i) => ({ line: i + 1, text: line.trim() }))
      .filter(({ text }) =>
        /#[0-9a-f]{3,8}\b|\brgba?\(/i.test(text.replace(/var\([^()]*(?:\([^()]*\))?[^()]*\)/g, '')),
      );
    expect(literals.map(({ line, text }) => `${line}: ${text}`)).toEqual([]);
  });
});
