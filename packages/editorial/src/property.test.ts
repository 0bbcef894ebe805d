// Property tests (fast-check): no input crashes parse or validate, every error points inside the text,
// and render never outputs markup an editor typed.
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { editorialErrorSchema } from './errors.ts';
import { lint } from './lint.ts';
import { parse, splitLines } from './parse.ts';
import { renderEditorial } from './render.tsx';
import { transform } from './transform.ts';
import { validate } from './validate.ts';

// Pieces of the syntax, so generated texts hit headings, links, footnotes and shortcodes often.
const piece = fc.constantFrom(
  '#',
  '## ',
  '\n',
  '\r\n',
  '\r',
  ' ',
  '\t',
  '*',
  '**',
  '- ',
  '* ',
  '_',
  '[',
  ']',
  '(',
  ')',
  '[^',
  '^',
  ']:',
  '{{',
  '}}',
  ':',
  '"',
  '\\',
  '<',
  '>',
  '</',
  '/>',
  '&',
  ';',
  '&amp;',
  '<b>',
  '<!--',
  '-->',
  'a',
  'Z',
  '1',
  '9',
  '0',
  '99',
  '100',
  'year',
  'season',
  'video',
  'branchName',
  'winter',
  'summr',
  '_cta:',
  'action:',
  'javascript:',
  'data:',
  'sixt://',
  'https://x.y/',
  '/p',
  'é',
  '😀',
  '\u2028',
  '\u0000',
  '\u00a0',
  'text ',
  '[x](javascript:alert(1))',
  '[x](_JaVaScRiPt:alert(1) "t")',
  '[_cta:x](data:text/html,<b>)',
  '[x](vbscript:y)',
  '[x](https://ok.example/ "<b>")',
  '[x](action:go)',
);
const structured = fc.array(piece, { maxLength: 120 }).map((parts) => parts.join(''));
const anyText = fc.oneof(
  structured,
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ maxLength: 300 }),
);

const ALLOWED_TAGS = new Set([
  'div',
  'section',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'ul',
  'ol',
  'li',
  'a',
]);
for (const tag of ['strong', 'em', 'sup', 'span', 'button']) ALLOWED_TAGS.add(tag);
const ALLOWED_ATTRIBUTES = new Set([
  'class',
  'href',
  'title',
  'target',
  'rel',
  'id',
  'value',
  'type',
  'aria-label',
  'data-internal',
  'data-editorial-action',
  'data-video-id',
]);

describe('editorial properties', () => {
  it('parse and validate never throw and return well-formed errors', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const errors = validate(parse(text));
        for (const error of errors) editorialErrorSchema.parse(error);
      }),
      { numRuns: 1500 },
    );
  });

  it('every error has a position inside the text', () => {
    fc.assert(
      fc.property(anyText, fc.boolean(), (text, frontMatter) => {
        const source = frontMatter ? `---\ntitle: x\n---\n${text}` : text;
        const lines = splitLines(source);
        for (const error of lint(source, { frontMatter })) {
          expect(error.line).toBeGreaterThanOrEqual(1);
          expect(error.line).toBeLessThanOrEqual(lines.length);
          expect(error.column).toBeGreaterThanOrEqual(1);
          expect(error.column).toBeLessThanOrEqual(lines[error.line - 1]!.length + 1);
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('render never outputs markup or unsafe addresses from the input', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const tree = transform(parse(text), { today: new Date('2026-01-15T00:00:00Z') });
        const html = renderToStaticMarkup(renderEditorial(tree, { idPrefix: 'p' }));
        for (const [, tag, attributes] of html.matchAll(/<\/?([a-zA-Z0-9-]+)([^>]*)>/g)) {
          expect(ALLOWED_TAGS).toContain(tag);
          for (const [, name] of attributes!.matchAll(/\s([^\s=]+)="[^"]*"/g))
            expect(ALLOWED_ATTRIBUTES).toContain(name);
        }
        for (const [, href] of html.matchAll(/href="([^"]*)"/g))
          expect(
            [...href!]
              .filter((ch) => ch.charCodeAt(0) > 0x20)
              .join('')
              .toLowerCase(),
          ).not.toMatch(/^(javascript|data|vbscript):/);
      }),
      { numRuns: 1000 },
    );
  });

  it('stays fast on pathological input (no quadratic blow-up)', () => {
    const nasty = ['[', '*', '**', '{{', '[^', '<a', '*a', '**a', '[a](', '[_cta:'].map((p) =>
      p.repeat(20_000),
    );
    const started = performance.now();
    for (const text of nasty) validate(parse(`# T\n${text}`));
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
