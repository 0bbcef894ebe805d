// The build fails on invalid editorial content, naming file, line, column and message.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as editorial from '@rental/editorial';
import { getSite } from '@rental/markets';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  bodyLineOffset,
  checkBody,
  EditorialContentError,
  prepareBody,
  validateBodies,
} from './editorial-body.ts';

vi.mock('@rental/editorial', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@rental/editorial')>();
  return { ...actual, parse: vi.fn(actual.parse) };
});

const site = getSite('de')!;
const valid = '# Car rental\n\nPick up your car at the airport.\n';

describe('editorial bodies at build time', () => {
  it('accepts a valid body and transforms it ({{year}} filled in)', () => {
    const tree = prepareBody({ file: 'x.md', body: '# Offers {{year}}\n\nText.' }, site, {
      today: new Date('2026-03-01T12:00:00Z'),
    });
    expect(JSON.stringify(tree)).toContain('2026');
  });

  it('names the file, line, column, id and message of every problem', () => {
    const body = '# Title\n\nText with <b>html</b>.\n\n## Empty\n';
    const { problems } = checkBody({ file: 'content/de/de-DE/pages/bad.md', body }, site);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatch(
      /^content\/de\/de-DE\/pages\/bad\.md:3:\d+ html-not-allowed: Your text includes HTML code/,
    );
    expect(() => prepareBody({ file: 'bad.md', body }, site)).toThrow(EditorialContentError);
  });

  it('validateBodies reports all pages in one error', () => {
    const bad = { file: 'a.md', body: 'no heading' };
    const worse = { file: 'b.md', body: '# T\n\n<i>x</i>' };
    try {
      validateBodies([
        { page: bad, site },
        { page: { file: 'ok.md', body: valid }, site },
        { page: worse, site },
      ]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EditorialContentError);
      const message = (error as Error).message;
      expect(message).toMatch(/a\.md:1:1 missing-leading-heading/);
      expect(message).toMatch(/b\.md:3:\d+ html-not-allowed/);
      expect(message).not.toMatch(/ok\.md/);
    }
  });

  it('counts lines from the top of the page file (front matter included)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-body-'));
    const body = '# Title\n\nText <b>x</b>\n';
    writeFileSync(path.join(dir, 'page.md'), `---\ntitle: X\npath: /x\n---\n\n${body}`);
    expect(bodyLineOffset({ file: 'page.md', body }, dir)).toBe(5);
  });

  it('never throws anything but EditorialContentError, and every problem has a position', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (body) => {
        const { problems } = checkBody({ file: 'p.md', body }, site);
        for (const p of problems) expect(p).toMatch(/^p\.md:\d+:\d+ [a-z-]+: \S/);
        try {
          prepareBody({ file: 'p.md', body }, site);
        } catch (error) {
          expect(error).toBeInstanceOf(EditorialContentError);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('parses each body once per build: validation at the start, the render takes the same tree', () => {
    const page = { file: 'content/de/de-DE/pages/once.md', body: valid };
    const other = { file: 'content/de/de-DE/pages/other.md', body: valid };
    vi.mocked(editorial.parse).mockClear();
    validateBodies([
      { page, site },
      { page: other, site },
    ]);
    const { tree } = checkBody(page, site);
    prepareBody(page, site);
    prepareBody(other, site);
    expect(editorial.parse).toHaveBeenCalledTimes(2);
    expect(checkBody(page, site).tree).toBe(tree);
  });
});
