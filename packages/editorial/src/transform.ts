// Stage 3 of the editorial pipeline: drops sections outside their season (spec §4), fills in the year
// and placeholder shortcodes, marks app-protocol links internal, and renumbers the footnotes that remain.
import { z } from 'zod';
import { isAppProtocolUrl } from './inline.ts';
import { DEFAULT_APP_PROTOCOL } from './parse.ts';
import { isSeason, seasonOf } from './seasons.ts';
import type { Block, EditorialDocument, FootnoteDefinition, Inline, Paragraph } from './types.ts';

export const transformOptionsSchema = z.object({
  /** The day the page is built for; picks the season and the {{year}} (UTC calendar). */
  today: z.date(),
  /** Values of the {{branchName}} and {{cityName}} shortcodes; a missing value renders nothing. */
  placeholders: z
    .object({
      /** Replaces {{branchName}}, e.g. 'Munich Airport'. */
      branchName: z.string().optional(),
      /** Replaces {{cityName}}, e.g. 'Munich'. */
      cityName: z.string().optional(),
    })
    .default({}),
  /** Tenant app protocol: links to `{appProtocol}://…` are internal, e.g. 'kestrel'. Default 'sixt'. */
  appProtocol: z
    .string()
    .regex(/^[a-z][a-z0-9+.-]*$/i, 'an app protocol is a URL scheme such as "sixt"')
    .refine(
      (p) => !['javascript', 'data', 'vbscript', 'file'].includes(p.toLowerCase()),
      'not an app protocol',
    )
    .default(DEFAULT_APP_PROTOCOL),
});
export type TransformOptions = z.input<typeof transformOptionsSchema>;

/** Returns a new tree ready to render; the input tree is not changed. */
export function transform(document: EditorialDocument, options: TransformOptions): EditorialDocument {
  const { today, placeholders, appProtocol } = transformOptionsSchema.parse(options);
  const season = seasonOf(today);
  const year = String(today.getUTCFullYear());

  const inlines = (nodes: readonly Inline[]): Inline[] =>
    nodes.map((node): Inline => {
      switch (node.type) {
        case 'year':
          return { type: 'text', value: year, position: node.position };
        case 'placeholder': {
          const value = node.name === 'video' ? undefined : placeholders[node.name];
          return value === undefined ? { ...node } : { type: 'text', value, position: node.position };
        }
        case 'bold':
        case 'italic':
        case 'action':
          return { ...node, children: inlines(node.children) };
        case 'link':
          return {
            ...node,
            internal: isAppProtocolUrl(node.url, appProtocol),
            children: inlines(node.children),
          };
        default:
          return { ...node };
      }
    });

  const blocks = (list: readonly Block[]): Block[] =>
    list.flatMap((block): Block[] => {
      switch (block.type) {
        case 'season':
          return [];
        case 'text':
          return [{ ...block, children: inlines(block.children) }];
        case 'list':
          return [
            { ...block, items: block.items.map((item) => ({ ...item, children: inlines(item.children) })) },
          ];
        case 'footnotes':
          return [
            { ...block, items: block.items.map((item) => ({ ...item, children: inlines(item.children) })) },
          ];
        case 'cta': {
          const [link] = inlines([block.link]);
          return link?.type === 'link' ? [{ ...block, link }] : [];
        }
      }
      return [];
    });

  // spec §4: a section with a season restriction shows only when today is inside one of its seasons.
  const inSeason = (p: Paragraph): boolean => {
    const names = p.blocks.flatMap((block) =>
      block.type === 'season' ? block.seasons.map((s) => s.name) : [],
    );
    return names.length === 0 || names.some((name) => isSeason(name) && name === season);
  };
  const paragraphs = (list: readonly Paragraph[]): Paragraph[] =>
    list.filter(inSeason).map((p) => ({
      ...p,
      heading: inlines(p.heading),
      blocks: blocks(p.blocks),
      children: paragraphs(p.children),
    }));

  const result: EditorialDocument = {
    ...document,
    blocks: blocks(document.blocks),
    paragraphs: paragraphs(document.paragraphs),
  };
  renumberFootnotes(result);
  return result;
}

// A dropped seasonal section may take footnote references with it; keep the footnotes still referenced
// and number them 1, 2, 3 in reading order again so the page never shows a gap (spec §9: 1-99, no gaps).
function renumberFootnotes(document: EditorialDocument): void {
  const order = new Map<number, number>();
  const footnoteBlocks: Extract<Block, { type: 'footnotes' }>[] = [];
  const visitInline = (nodes: Inline[]) => {
    for (const node of nodes) {
      if (node.type === 'footnoteReference' && node.number !== null && !order.has(node.number))
        order.set(node.number, order.size + 1);
      if ('children' in node) visitInline(node.children);
    }
  };
  const visitBlocks = (list: Block[]) => {
    for (const block of list) {
      if (block.type === 'text') visitInline(block.children);
      else if (block.type === 'list') for (const item of block.items) visitInline(item.children);
      else if (block.type === 'cta') visitInline([block.link]);
      else if (block.type === 'footnotes') footnoteBlocks.push(block);
    }
  };
  const visitParagraphs = (list: Paragraph[]) => {
    for (const p of list) {
      visitInline(p.heading);
      visitBlocks(p.blocks);
      visitParagraphs(p.children);
    }
  };
  visitBlocks(document.blocks);
  visitParagraphs(document.paragraphs);

  const renumber = (nodes: Inline[]): Inline[] =>
    nodes.map((node) => {
      if (node.type === 'footnoteReference' && node.number !== null) {
        const number = order.get(node.number);
        return number === undefined ? node : { ...node, number, label: String(number) };
      }
      return 'children' in node ? { ...node, children: renumber(node.children) } : node;
    });
  const seen = new Set<number>();
  for (const block of footnoteBlocks) {
    const kept: FootnoteDefinition[] = [];
    for (const item of block.items) {
      const number = item.number === null ? undefined : order.get(item.number);
      if (number === undefined || seen.has(number)) continue;
      seen.add(number);
      kept.push({ ...item, number, label: String(number) });
    }
    block.items = kept.sort((a, b) => a.number! - b.number!);
  }
  const rewriteBlocks = (list: Block[]): Block[] =>
    list
      .filter((block) => block.type !== 'footnotes' || block.items.length > 0)
      .map((block) => {
        if (block.type === 'text') return { ...block, children: renumber(block.children) };
        if (block.type === 'list')
          return {
            ...block,
            items: block.items.map((item) => ({ ...item, children: renumber(item.children) })),
          };
        if (block.type === 'footnotes')
          return {
            ...block,
            items: block.items.map((item) => ({ ...item, children: renumber(item.children) })),
          };
        return block;
      });
  const rewriteParagraphs = (list: Paragraph[]): Paragraph[] =>
    list.map((p) => ({
      ...p,
      heading: renumber(p.heading),
      blocks: rewriteBlocks(p.blocks),
      children: rewriteParagraphs(p.children),
    }));
  document.blocks = rewriteBlocks(document.blocks);
  document.paragraphs = rewriteParagraphs(document.paragraphs);
}
