import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from './front-matter.ts';
import { lint } from './lint.ts';

describe('front matter', () => {
  it.each([
    ['---\ntitle: x\n---\n# T\n', '# T\n', 3],
    ['---\r\na: 1\r\nb: 2\r\n---\r\n# T', '# T', 4],
    ['\uFEFF---\n---\nbody', 'body', 2],
    ['# T\n---\nx\n---\n', '# T\n---\nx\n---\n', 0],
    ['---\nnever closed\n# T', '---\nnever closed\n# T', 0],
    ['', '', 0],
    ['---\na: 1\n---', '', 2],
    ['---\na: 1\n---\n', '', 3],
  ])('splits %j', (text, body, lineOffset) => {
    expect(splitFrontMatter(text)).toEqual({ body, lineOffset });
  });

  it('keeps error lines relative to the file', () => {
    expect(lint('---\na: 1\n---\n# T\n<b>', { frontMatter: true })).toMatchObject([
      { id: 'html-not-allowed', line: 5, column: 1 },
    ]);
    expect(lint('---\na: 1\n---', { frontMatter: true })).toMatchObject([
      { id: 'missing-leading-heading', line: 3 },
    ]);
    // Without the option the front matter is editorial text, and so an error.
    expect(lint('---\na: 1\n---\n# T\nx')[0]).toMatchObject({ id: 'missing-leading-heading', line: 1 });
  });
});
