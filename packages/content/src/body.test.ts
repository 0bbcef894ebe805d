// Body structure checks (spec §5): table of cases plus properties over arbitrary text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findBodyProblem } from './body.ts';

const cases: Array<[string, string, { line: number; message: RegExp } | undefined]> = [
  ['heading, text, list', '# Title\n\nText with **bold**.\n\n- one\n- two', undefined],
  ['nested headings with text', '# A\n\nText.\n\n## B\n\nMore [link](/x "Title").', undefined],
  ['leading blank lines', '\n\n# A\n\nText.', undefined],
  ['html tag', '# A\n\n<div>x</div>', { line: 3, message: /HTML code/ }],
  ['html comment', '# A\n\nText <!-- note -->', { line: 3, message: /HTML code/ }],
  ['self-closing tag', '# A\n\nLine<br/>', { line: 3, message: /HTML code/ }],
  ['comparison is not html', '# A\n\nPrices < 50 EUR and > 20 EUR.', undefined],
  ['no heading first', 'Text.\n\n# A\n\nText.', { line: 1, message: /must start with a '#' heading/ }],
  ['empty body', '', { line: 1, message: /must start with a '#' heading/ }],
  ['hash without space is no heading', '#A\n\nText.', { line: 1, message: /must start/ }],
  ['heading then heading', '# A\n\n## B\n\nText.', { line: 1, message: /"# A" must be followed by text/ }],
  ['heading at the end', '# A\n\nText.\n\n## B', { line: 5, message: /"## B" must be followed by text/ }],
];

describe('findBodyProblem', () => {
  it.each(cases)('%s', (_name, body, expected) => {
    const problem = findBodyProblem(body);
    if (expected === undefined) expect(problem).toBeUndefined();
    else {
      expect(problem?.line).toBe(expected.line);
      expect(problem?.message).toMatch(expected.message);
    }
  });

  it('never throws and reports lines inside the text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('#', ' ', '\n', 'a', '<', '>', '/', '-', '*') }),
        (body) => {
          const problem = findBodyProblem(body);
          if (problem !== undefined) {
            expect(problem.line).toBeGreaterThanOrEqual(1);
            expect(problem.line).toBeLessThanOrEqual(body.split('\n').length);
          }
        },
      ),
    );
  });

  it('accepts every text built from headings each followed by a paragraph', () => {
    const word = fc.stringMatching(/^[A-Za-z]{1,8}$/);
    const section = fc.tuple(fc.integer({ min: 1, max: 3 }), word, word);
    fc.assert(
      fc.property(fc.array(section, { minLength: 1, maxLength: 5 }), (sections) => {
        const body = sections
          .map(([level, title, text]) => `${'#'.repeat(level)} ${title}\n\n${text}.`)
          .join('\n\n');
        expect(findBodyProblem(body)).toBeUndefined();
      }),
    );
  });
});
