// Content files may open with a front-matter block between `---` lines; the editorial text is the rest.
// Line numbers of errors must stay relative to the file, so the number of skipped lines is returned.

/** The editorial body of a content file and how many lines precede it. */
export type FrontMatterSplit = { body: string; lineOffset: number };

/** Splits off a leading `---` … `---` block; a file without one is all body. */
export function splitFrontMatter(text: string): FrontMatterSplit {
  const lines = text.split(/\r\n|\r|\n/);
  if (lines[0]?.replace(/^\uFEFF/, '').trimEnd() !== '---') return { body: text, lineOffset: 0 };
  const end = lines.findIndex((line, index) => index > 0 && line.trimEnd() === '---');
  if (end === -1) return { body: text, lineOffset: 0 };
  // Keep the original line endings of the body by cutting the text after the closing line's break.
  let cut = 0;
  for (let i = 0; i <= end; i++) {
    const m = /\r\n|\r|\n/g;
    m.lastIndex = cut;
    const found = m.exec(text);
    cut = found ? found.index + found[0].length : text.length;
  }
  // A file that ends on the closing line has an empty body; errors about it then point at that line.
  if (cut === text.length && !/[\r\n]$/.test(text)) return { body: '', lineOffset: end };
  return { body: text.slice(cut), lineOffset: end + 1 };
}
