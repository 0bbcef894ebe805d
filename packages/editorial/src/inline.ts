// Inline parsing of one line of editorial text (spec §5 syntax): bold, italic, links, call-to-action
// and action links, footnote references, shortcodes, and HTML (kept as a node so validate can reject it).
import type { Inline, LinkNode, Position } from './types.ts';

/** Options shared by the parse stage. */
export type InlineOptions = { appProtocol: string };

const HTML_TAG = /<\/?[A-Za-z][A-Za-z0-9-]*(?=[\s/>]|$)[^<>]*>?|<!--[\s\S]*?(?:-->|$)|<![A-Za-z][^>]*>?/y;
const HTML_ENTITY = /&(?:[A-Za-z][A-Za-z0-9]{1,31}|#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6});/y;
const SHORTCODE = /^([A-Za-z][A-Za-z0-9_-]*)\s*(?::([\s\S]*))?$/;
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
// Characters that can start markup; a run of anything else is copied as text in one step.
const PLAIN_RUN = /[^\\<&[{*]+/y;
const MAX_DEPTH = 8;

/** `[^12]` → 12; anything that is not a whole number from 1 to 99 → null (spec §9: footnotes 1-99). */
export function footnoteNumber(label: string): number | null {
  if (!/^[0-9]{1,2}$/.test(label)) return null;
  const n = Number(label);
  return n >= 1 && n <= 99 ? n : null;
}

/** True when `url` uses the tenant's app protocol (`sixt://…`), which makes a link internal. */
export function isAppProtocolUrl(url: string, appProtocol: string): boolean {
  return url.toLowerCase().startsWith(`${appProtocol.toLowerCase()}://`);
}

/**
 * Finds the next occurrence of a delimiter at or after an index, remembering earlier answers so that a
 * line full of unmatched delimiters stays linear instead of quadratic.
 */
class Finder {
  private from = Number.POSITIVE_INFINITY;
  private found = -1;
  // No occurrence at or after this index: true for every later index too.
  private noneAfter = Number.POSITIVE_INFINITY;
  private readonly search: (from: number) => number;
  constructor(search: (from: number) => number) {
    this.search = search;
  }
  next(from: number): number {
    if (from >= this.noneAfter) return -1;
    if (from >= this.from && this.found >= from) return this.found;
    this.from = from;
    this.found = this.search(from);
    if (this.found === -1) this.noneAfter = Math.min(this.noneAfter, from);
    return this.found;
  }
}

/** Parses the inline content of one line. `column` is the 1-based column of `text[0]` on `line`. */
export function parseInline(text: string, line: number, column: number, options: InlineOptions): Inline[] {
  // Most lines of prose hold no markup at all: skip setting up the scanners for them.
  if (text === '') return [];
  if (!/[\\<&[{*]/.test(text)) return [{ type: 'text', value: text, position: { line, column } }];
  const at = (index: number): Position => ({ line, column: column + index });
  const bold = new Finder((from) => text.indexOf('**', from));
  const closeBracket = new Finder((from) => text.indexOf(']', from));
  const closeBraces = new Finder((from) => text.indexOf('}}', from));
  const italic = new Finder((from) => {
    for (let j = text.indexOf('*', from); j !== -1; j = text.indexOf('*', j + 1)) {
      if (text[j - 1] !== '*' && text[j + 1] !== '*') return j;
    }
    return -1;
  });
  const space = new Finder((from) => {
    for (let j = from; j < text.length; j++) if (/\s/.test(text[j]!)) return j;
    return -1;
  });
  const closeParen = new Finder((from) => text.indexOf(')', from));
  const quote = new Finder((from) => text.indexOf('"', from));
  const isSpace = (ch: string | undefined) => ch === undefined || /\s/.test(ch);
  // The first of several delimiters found at or after `from`, or `limit` when none comes before it.
  const firstOf = (limit: number, ...found: number[]) =>
    found.reduce((min, index) => (index !== -1 && index < min ? index : min), limit);

  const parseRange = (start: number, end: number, inLink: boolean, depth: number): Inline[] => {
    const out: Inline[] = [];
    let buffer = '';
    let bufferStart = start;
    const flush = () => {
      if (buffer !== '') out.push({ type: 'text', value: buffer, position: at(bufferStart) });
      buffer = '';
    };
    const push = (node: Inline) => {
      flush();
      out.push(node);
    };
    let i = start;
    while (i < end) {
      const ch = text[i]!;
      if (buffer === '') bufferStart = i;
      if (ch === '\\' && i + 1 < end && ASCII_PUNCTUATION.test(text[i + 1]!)) {
        buffer += text[i + 1];
        i += 2;
        continue;
      }
      if (ch === '<') {
        HTML_TAG.lastIndex = i;
        const m = HTML_TAG.exec(text);
        if (m && m.index + m[0].length <= end) {
          push({ type: 'html', value: m[0], position: at(i) });
          i += m[0].length;
          continue;
        }
      }
      if (ch === '&') {
        HTML_ENTITY.lastIndex = i;
        const m = HTML_ENTITY.exec(text);
        if (m && m.index + m[0].length <= end) {
          push({ type: 'html', value: m[0], position: at(i) });
          i += m[0].length;
          continue;
        }
      }
      if (ch === '[' && text[i + 1] === '^') {
        // `[^label]` with no space in the label; the finders keep a line of unclosed `[^` linear.
        const close = closeBracket.next(i + 2);
        const blank = space.next(i + 2);
        if (close !== -1 && close < end && (blank === -1 || blank > close)) {
          const label = text.slice(i + 2, close);
          push({ type: 'footnoteReference', label, number: footnoteNumber(label), position: at(i) });
          i = close + 1;
          continue;
        }
      }
      if (ch === '[' && !inLink && depth < MAX_DEPTH) {
        const link = parseLink(i, end, depth);
        if (link) {
          push(link.node);
          i = link.next;
          continue;
        }
      }
      if (ch === '{' && text[i + 1] === '{') {
        const close = closeBraces.next(i + 2);
        if (close !== -1 && close + 2 <= end) {
          push(shortcode(text.slice(i + 2, close), text.slice(i, close + 2), at(i)));
          i = close + 2;
          continue;
        }
      }
      if (ch === '*' && text[i + 1] === '*' && !isSpace(text[i + 2]) && depth < MAX_DEPTH) {
        const close = bold.next(i + 3);
        if (close !== -1 && close + 2 <= end) {
          push({ type: 'bold', children: parseRange(i + 2, close, inLink, depth + 1), position: at(i) });
          i = close + 2;
          continue;
        }
      }
      if (ch === '*' && text[i + 1] !== '*' && !isSpace(text[i + 1]) && depth < MAX_DEPTH) {
        const close = italic.next(i + 2);
        if (close !== -1 && close < end && !isSpace(text[close - 1])) {
          push({ type: 'italic', children: parseRange(i + 1, close, inLink, depth + 1), position: at(i) });
          i = close + 1;
          continue;
        }
      }
      PLAIN_RUN.lastIndex = i + 1;
      const run = PLAIN_RUN.exec(text);
      const stop = run ? Math.min(end, i + 1 + run[0].length) : i + 1;
      buffer += text.slice(i, stop);
      i = stop;
    }
    flush();
    return out;
  };

  // `[text](url "title")`, `[_cta:text](url)`, `[text](action:name)`; returns null when it is not one.
  const parseLink = (open: number, end: number, depth: number): { node: Inline; next: number } | null => {
    const close = closeBracket.next(open + 1);
    if (close === -1 || close + 1 >= end || text[close + 1] !== '(') return null;
    let j = close + 2;
    while (j < end && (text[j] === ' ' || text[j] === '\t')) j++;
    const urlStart = j;
    j = firstOf(end, space.next(j), closeParen.next(j));
    const rawUrl = text.slice(urlStart, j);
    while (j < end && (text[j] === ' ' || text[j] === '\t')) j++;
    let title: string | null = null;
    let titlePosition: Position | null = null;
    if (text[j] === '"') {
      const endQuote = quote.next(j + 1);
      if (endQuote === -1 || endQuote >= end) return null;
      title = text.slice(j + 1, endQuote);
      titlePosition = at(j);
      j = endQuote + 1;
      while (j < end && (text[j] === ' ' || text[j] === '\t')) j++;
    }
    if (text[j] !== ')') return null;
    const next = j + 1;
    const position = at(open);
    if (/^action:/i.test(rawUrl)) {
      const name = rawUrl.slice('action:'.length);
      return {
        node: { type: 'action', name, children: parseRange(open + 1, close, true, depth + 1), position },
        next,
      };
    }
    const newWindow = rawUrl.startsWith('_');
    const url = newWindow ? rawUrl.slice(1) : rawUrl;
    let textStart = open + 1;
    const cta = text.startsWith('_cta:', textStart) && textStart + 5 <= close;
    if (cta) {
      textStart += 5;
      while (textStart < close && text[textStart] === ' ') textStart++;
    }
    const node: LinkNode = {
      type: 'link',
      url,
      title,
      target: newWindow ? '_blank' : '_self',
      internal: isAppProtocolUrl(url, options.appProtocol),
      cta,
      children: parseRange(textStart, close, true, depth + 1),
      position,
      urlPosition: at(urlStart),
      titlePosition,
    };
    return { node, next };
  };

  return parseRange(0, text.length, false, 0);
}

// `{{name}}` or `{{name:argument}}`: spec §5 supports year, branch name, city name, video and season.
function shortcode(content: string, raw: string, position: Position): Inline {
  const m = SHORTCODE.exec(content.trim());
  const name = m ? m[1]! : content.trim();
  const argument = m && m[2] !== undefined ? m[2].trim() : null;
  if (m && argument === null) {
    if (name === 'year') return { type: 'year', position };
    if (name === 'branchName' || name === 'cityName')
      return { type: 'placeholder', name, value: null, position };
  }
  if (m && name === 'video') return { type: 'placeholder', name: 'video', value: argument ?? '', position };
  return { type: 'shortcode', name, argument, raw, position };
}
