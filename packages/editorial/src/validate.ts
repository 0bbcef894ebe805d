// Stage 2 of the editorial pipeline: tree → every rule violation with its id, message, line and column
// (spec §5 "Editorial text", §8 editorial errors). All errors are reported, not only the first.
import type { EditorialError, ErrorId, Locale } from './errors.ts';
import { DEFAULT_LOCALE } from './errors.ts';
import { formatMessage, type MessageParams } from './messages.ts';
import { DEFAULT_APP_PROTOCOL } from './parse.ts';
import { isSeason } from './seasons.ts';
import type { Block, EditorialDocument, FootnoteDefinition, Inline, Paragraph, Position } from './types.ts';
import { isAllowedUrl } from './url.ts';

/** Options of `validate`. */
export type ValidateOptions = {
  /** The editor's language for messages (spec §9 locales); default en-US. */
  lang?: Locale;
  /** The tenant's app protocol, allowed in link addresses; default 'sixt'. */
  appProtocol?: string;
};

const VIDEO_ID = /^[A-Za-z0-9]+$/;
const ACTION_NAME = /^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/;
const MAX_QUOTED = 60;

/** The plain text of inline content, for messages and emptiness checks. */
export function plainText(nodes: readonly Inline[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.type === 'text' || node.type === 'html') out += node.value;
    else if (node.type === 'bold' || node.type === 'italic' || node.type === 'link' || node.type === 'action')
      out += plainText(node.children);
    else if (node.type === 'shortcode') out += node.raw;
    else if (node.type === 'footnoteReference') out += `[^${node.label}]`;
    else if (node.type === 'year') out += '{{year}}';
    else if (node.type === 'placeholder')
      out += node.name === 'video' ? `{{video:${node.value}}}` : `{{${node.name}}}`;
  }
  return out;
}

// Anything else a node can hold counts as content: a footnote reference or a shortcode is visible.
function isEmpty(nodes: readonly Inline[]): boolean {
  return nodes.every((node) => node.type === 'text' && node.value.trim() === '');
}

function quote(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_QUOTED ? `${flat.slice(0, MAX_QUOTED - 1)}…` : flat;
}

/** Checks a parsed editorial text against every rule and returns all errors, sorted by position. */
export function validate(document: EditorialDocument, options: ValidateOptions = {}): EditorialError[] {
  const lang = options.lang ?? DEFAULT_LOCALE;
  const appProtocol = options.appProtocol ?? DEFAULT_APP_PROTOCOL;
  const errors: EditorialError[] = [];
  const report = (id: ErrorId, position: Position, params: MessageParams = {}) => {
    errors.push({
      id,
      message: formatMessage(id, params, lang),
      line: position.line,
      column: position.column,
    });
  };

  type Reference = { number: number; position: Position; inFootnote: boolean };
  const references: Reference[] = [];
  const definitions: { item: FootnoteDefinition; owner: object }[] = [];

  const inline = (nodes: readonly Inline[], inFootnote: boolean) => {
    for (const node of nodes) {
      switch (node.type) {
        case 'html':
          report('html-not-allowed', node.position);
          break;
        case 'bold':
        case 'italic':
          inline(node.children, inFootnote);
          break;
        case 'link':
          if (node.cta) report('cta-not-alone', node.position);
          link(node);
          break;
        case 'action':
          if (!ACTION_NAME.test(node.name))
            report('action-invalid', node.position, { name: quote(node.name) });
          if (isEmpty(node.children)) report('link-text-empty', node.position);
          inline(node.children, inFootnote);
          break;
        case 'footnoteReference':
          if (node.number === null)
            report('footnote-number-invalid', node.position, { name: quote(node.label) });
          else references.push({ number: node.number, position: node.position, inFootnote });
          break;
        case 'placeholder':
          if (node.name === 'video' && !VIDEO_ID.test(node.value ?? ''))
            report('video-id-invalid', node.position, { name: quote(node.value ?? '') });
          break;
        case 'shortcode':
          if (node.name === 'season') report('season-misplaced', node.position);
          else report('unknown-shortcode', node.position, { raw: quote(node.raw) });
          break;
        case 'text':
        case 'year':
          break;
      }
    }
  };

  const link = (node: Extract<Inline, { type: 'link' }>) => {
    if (node.url.trim() === '') report('link-url-missing', node.position);
    else if (!isAllowedUrl(node.url, appProtocol)) report('unsafe-url', node.urlPosition, { appProtocol });
    if (
      node.title !== null &&
      /<\/?[A-Za-z]|&(?:[A-Za-z][A-Za-z0-9]*|#[0-9]+|#[xX][0-9A-Fa-f]+);/.test(node.title)
    )
      report('html-not-allowed', node.titlePosition ?? node.position);
    if (isEmpty(node.children)) report('link-text-empty', node.position);
    inline(node.children, false);
  };

  const blocks = (list: readonly Block[], owner: object) => {
    for (const block of list) {
      switch (block.type) {
        case 'text':
          inline(block.children, false);
          break;
        case 'list':
          for (const item of block.items) inline(item.children, false);
          break;
        case 'cta':
          link(block.link);
          break;
        case 'footnotes':
          for (const item of block.items) {
            definitions.push({ item, owner });
            inline(item.children, true);
          }
          break;
        case 'season':
          for (const season of block.seasons)
            if (!isSeason(season.name))
              report('unknown-season', season.position, { name: quote(season.name) });
          break;
      }
    }
  };

  const paragraph = (p: Paragraph) => {
    if (p.level > 6) report('heading-too-deep', p.position);
    if (isEmpty(p.heading)) report('heading-empty', p.position);
    inline(p.heading, false);
    // spec §5: each heading must be followed by text; a season line alone is not text.
    if (!p.blocks.some((block) => block.type !== 'season'))
      report('heading-without-text', p.position, { heading: quote(plainText(p.heading)) });
    blocks(p.blocks, p);
    for (const child of p.children) paragraph(child);
  };

  // spec §5: the text must start with a # heading.
  const first = document.blocks[0];
  if (first) report('missing-leading-heading', first.position);
  else if (document.paragraphs.length === 0) report('missing-leading-heading', document.position);
  blocks(document.blocks, document);
  for (const p of document.paragraphs) paragraph(p);

  footnotes(references, definitions, report);
  return errors.sort((a, b) => a.line - b.line || a.column - b.column);
}

// spec §5 and §9: footnotes grouped in one paragraph, each reference defined, every definition
// referenced, references in sequence, numbered 1-99 without gaps, each with text.
function footnotes(
  references: { number: number; position: Position; inFootnote: boolean }[],
  definitions: { item: FootnoteDefinition; owner: object }[],
  report: (id: ErrorId, position: Position, params?: MessageParams) => void,
) {
  const home = definitions[0]?.owner;
  const defined = new Set<number>();
  let expected = 1;
  for (const { item, owner } of definitions) {
    if (owner !== home) report('footnotes-not-grouped', item.position);
    if (item.number === null) {
      report('footnote-number-invalid', item.position, { name: quote(item.label) });
    } else if (defined.has(item.number)) {
      report('footnote-duplicate', item.position, { number: String(item.number) });
    } else {
      if (item.number !== expected)
        report('footnote-gap', item.position, { number: String(item.number), expected: String(expected) });
      defined.add(item.number);
      expected = Math.max(expected, item.number + 1);
    }
    if (isEmpty(item.children)) report('footnote-empty', item.position, { number: item.label });
  }

  const referenced = new Set<number>();
  let next = 1;
  for (const ref of references) {
    if (!defined.has(ref.number)) report('footnote-missing', ref.position, { number: String(ref.number) });
    // A footnote may point to another one, but only references in the text set the reading order.
    if (ref.inFootnote || referenced.has(ref.number)) continue;
    referenced.add(ref.number);
    if (ref.number !== next)
      report('footnote-out-of-sequence', ref.position, {
        number: String(ref.number),
        expected: String(next),
      });
    next = Math.max(next, ref.number + 1);
  }
  for (const { item } of definitions) {
    if (item.number === null || referenced.has(item.number)) continue;
    referenced.add(item.number); // a duplicated definition is reported once
    report('footnote-unreferenced', item.position, { number: String(item.number) });
  }
}
