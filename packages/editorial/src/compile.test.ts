import { describe, expect, it } from 'vitest';
import { compile, EditorialTextError } from './compile.ts';
import { sketch } from './conformance/sketch.ts';

const today = new Date('2026-01-10T00:00:00Z');

describe('compile', () => {
  it('returns the transformed tree of a valid text', () => {
    const tree = compile('---\nx: 1\n---\n# Deals {{year}}\nIn {{cityName}}', {
      today,
      placeholders: { cityName: 'Rome' },
      frontMatter: true,
    });
    expect(sketch(tree)).toBe('(p1 "Deals " "2026" (text "In " "Rome"))');
  });

  it('throws every error with file, line, column, id and message', () => {
    let thrown: unknown;
    try {
      compile('---\nx: 1\n---\n# T\n<b> {{foo}}', { today, frontMatter: true, file: 'content/de/home.md' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(EditorialTextError);
    const error = thrown as EditorialTextError;
    expect(error.errors.map((e) => `${e.line}:${e.column} ${e.id}`)).toEqual([
      '5:1 html-not-allowed',
      '5:5 unknown-shortcode',
    ]);
    expect(error.message.split('\n')).toEqual([
      'content/de/home.md: 2 editorial errors',
      'content/de/home.md:5:1 html-not-allowed Your text includes HTML code, which is not allowed. Please remove the HTML code to continue.',
      expect.stringMatching(
        /^content\/de\/home\.md:5:5 unknown-shortcode The shortcode \{\{foo\}\} is not recognized/,
      ),
    ]);
  });

  it('checks links against the tenant app protocol and words errors in the editor’s language', () => {
    expect(() => compile('# T\n[a](kestrel://x)', { today, appProtocol: 'kestrel' })).not.toThrow();
    expect(() => compile('# T\n[a](sixt://x)', { today, appProtocol: 'kestrel', lang: 'nl-NL' })).toThrow(
      /unsafe-url Dit linkadres is niet toegestaan/,
    );
  });
});
