// Stage 1 of the editorial pipeline: text → tree with line and column (spec §3, §5).
// Parse never fails and never throws: whatever breaks a rule stays in the tree for validate to report.
import { footnoteNumber, parseInline } from './inline.ts';
import type {
  Block,
  CtaBlock,
  EditorialDocument,
  FootnotesBlock,
  Inline,
  ListBlock,
  Paragraph,
  SeasonBlock,
  TextBlock,
} from './types.ts';

/** Options of `parse`. */
export type ParseOptions = {
  /** The tenant's app protocol: links to `{appProtocol}://…` are internal. Default 'sixt' (spec §3). */
  appProtocol?: string;
};

export const DEFAULT_APP_PROTOCOL = 'sixt';

const HEADING = /^(#+)[ \t]*([\s\S]*)$/;
const FOOTNOTE_DEFINITION = /^\[\^([^\]\s]*)\]:[ \t]*([\s\S]*)$/;
const SEASON_LINE = /^\{\{[ \t]*season[ \t]*:([^}]*)\}\}[ \t]*$/;
const LIST_ITEM = /^[-*][ \t]+([\s\S]*)$/;

/** Splits on every kind of line ending, so positions agree with what an editor sees. */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

/** Parses an editorial text into its tree. */
export function parse(text: string, options: ParseOptions = {}): EditorialDocument {
  const inlineOptions = { appProtocol: options.appProtocol ?? DEFAULT_APP_PROTOCOL };
  const document: EditorialDocument = {
    type: 'document',
    blocks: [],
    paragraphs: [],
    position: { line: 1, column: 1 },
  };
  const stack: Paragraph[] = [];
  let open: TextBlock | ListBlock | FootnotesBlock | null = null;

  const target = (): Block[] => stack.at(-1)?.blocks ?? document.blocks;
  const add = (block: Block) => {
    target().push(block);
  };

  const lines = splitLines(text);
  for (let index = 0; index < lines.length; index++) {
    const raw = lines[index]!;
    const line = index + 1;
    const content = raw.trimStart();
    const column = raw.length - content.length + 1;
    const position = { line, column };
    const inline = (value: string): Inline[] =>
      parseInline(value, line, raw.length - value.length + 1, inlineOptions);

    if (content.trim() === '') {
      open = null;
      continue;
    }

    const heading = HEADING.exec(content);
    if (heading) {
      open = null;
      const level = heading[1]!.length;
      const title = heading[2]!.trimEnd();
      const paragraph: Paragraph = {
        type: 'paragraph',
        level,
        heading: inline(title),
        blocks: [],
        children: [],
        position,
      };
      // spec §5: headings nest by their number of # signs.
      while (stack.length > 0 && stack.at(-1)!.level >= level) stack.pop();
      const parent = stack.at(-1);
      if (parent) parent.children.push(paragraph);
      else document.paragraphs.push(paragraph);
      stack.push(paragraph);
      continue;
    }

    const footnote = FOOTNOTE_DEFINITION.exec(content);
    if (footnote) {
      const label = footnote[1]!;
      const item = {
        type: 'footnoteDefinition' as const,
        label,
        number: footnoteNumber(label),
        children: inline(footnote[2]!.trimEnd()),
        position,
      };
      if (open?.type === 'footnotes') open.items.push(item);
      else {
        open = { type: 'footnotes', items: [item], position };
        add(open);
      }
      continue;
    }

    const season = SEASON_LINE.exec(content);
    if (season) {
      open = null;
      const list = season[1]!;
      const listColumn = column + content.indexOf(':') + 1;
      const block: SeasonBlock = { type: 'season', seasons: [], position };
      let offset = 0;
      for (const part of list.split(',')) {
        const name = part.trim();
        const at = listColumn + offset + (part.length - part.trimStart().length);
        block.seasons.push({ name, position: { line, column: at } });
        offset += part.length + 1;
      }
      add(block);
      continue;
    }

    const item = LIST_ITEM.exec(content);
    if (item) {
      const listItem = { type: 'listItem' as const, children: inline(item[1]!.trimEnd()), position };
      if (open?.type === 'list') open.items.push(listItem);
      else {
        open = { type: 'list', items: [listItem], position };
        add(open);
      }
      continue;
    }

    const children = inline(content.trimEnd());
    const only = children.filter((node) => !(node.type === 'text' && node.value.trim() === ''));
    const first = only[0];
    if (only.length === 1 && first?.type === 'link' && first.cta) {
      // spec §5: a call-to-action is a link whose text starts with _cta:, standing on its own line.
      open = null;
      const cta: CtaBlock = { type: 'cta', link: first, position };
      add(cta);
      continue;
    }
    if (open?.type === 'text') {
      // The line break belongs to the end of the previous line, which is a text line of this block.
      const previous = lines[index - 1]!;
      open.children.push({
        type: 'text',
        value: '\n',
        position: { line: line - 1, column: previous.length + 1 },
      });
      open.children.push(...children);
    } else {
      open = { type: 'text', children, position };
      add(open);
    }
  }
  return document;
}
