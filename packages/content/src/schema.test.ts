// Schema rules that are not about files: footer targets, layouts, front-matter splitting, paths.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ContentError } from './errors.ts';
import { splitFrontMatter } from './front-matter.ts';
import { footerLinkTarget, knownLayout, layoutNames, pageContextSchema, pagePathSchema } from './schema.ts';

describe('footerLinkTarget (spec §3/§5)', () => {
  it.each([
    ['0', {}],
    ['', {}],
    ['1', { target: '_blank', rel: 'noopener' }],
    ['_parent', { target: '_parent' }],
    ['help-window', { target: 'help-window' }],
  ])('target %j', (target, expected) => {
    expect(footerLinkTarget(target)).toEqual(expected);
  });
});

describe('knownLayout', () => {
  it.each(layoutNames.map((name) => [name]))('%s is known', (name) => {
    expect(knownLayout(name)).toBe(name);
  });
  it.each([[undefined], [''], ['IBE'], ['landing'], ['toString']])('%j means the empty layout', (value) => {
    expect(knownLayout(value)).toBeUndefined();
  });
  it('lists the nine layouts of spec §2', () => {
    expect(layoutNames).toHaveLength(9);
  });
});

describe('pagePathSchema', () => {
  it.each(['/', '/fleet', '/fr-be/flotte', '/truck-rental', '/ride/help/how-to-book', '/fleet/suv'])(
    '%s is valid',
    (path) => {
      expect(pagePathSchema.safeParse(path).success).toBe(true);
    },
  );
  it.each(['', 'fleet', '/fleet/', '//x', '/Fleet', '/a b', '/x?y=1', '/x#y', '/fr-be/'])(
    '%j is invalid',
    (path) => {
      expect(pagePathSchema.safeParse(path).success).toBe(false);
    },
  );
});

describe('pagePathSchema properties', () => {
  const segment = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,12}$/);
  it('accepts every slash-joined list of slug segments and rejects it with a trailing slash', () => {
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (segments) => {
        const path = `/${segments.join('/')}`;
        expect(pagePathSchema.safeParse(path).success).toBe(true);
        expect(pagePathSchema.safeParse(`${path}/`).success).toBe(false);
      }),
    );
  });
});

describe('pageContextSchema', () => {
  const context = {
    domain: 'www.kestrelrent.de',
    language_code: 'de-DE',
    navigation: [{ nav_list: [], navigation_text: 'Menü' }],
    footer: [{ links: [], footer_text: '© Kestrel' }],
  };
  it('accepts a missing layout and fills defaults', () => {
    const parsed = pageContextSchema.parse(context);
    expect(parsed.layout).toBeUndefined();
    expect(parsed.banner_display).toBe(false);
    expect(parsed.footer[0]?.is_manage_cookie_enabled).toBe(false);
    expect(parsed.navigation[0]?.product_line_tab).toEqual([]);
  });
  it('rejects an underscore language code', () => {
    expect(pageContextSchema.safeParse({ ...context, language_code: 'de_DE' }).success).toBe(false);
  });
});

describe('splitFrontMatter', () => {
  it('returns data, body and the body start line', () => {
    const result = splitFrontMatter('f.md', '---\ntitle: A\n---\n\n# A\n\nText.\n');
    expect(result).toEqual({ data: { title: 'A' }, body: '# A\n\nText.', bodyLine: 5 });
  });
  it('never throws anything but ContentError', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('-', '\n', ':', ' ', 'a', '[', '{', '"', '#') }),
        (text) => {
          try {
            splitFrontMatter('f.md', `---\n${text}`);
          } catch (error) {
            expect(error).toBeInstanceOf(ContentError);
          }
        },
      ),
    );
  });
});
