// A compact, readable form of an editorial tree for the conformance suite: s-expressions without
// positions, e.g. `(p1 "Title" (text "Hello " (b "world")))`. Positions are checked through errors.
import type { Block, EditorialDocument, Inline, LinkNode, Paragraph } from '../types.ts';

const str = (value: string) => JSON.stringify(value);

function linkHead(node: LinkNode): string {
  const parts = [str(node.url)];
  if (node.target === '_blank') parts.push('blank');
  if (node.internal) parts.push('internal');
  if (node.title !== null) parts.push(`title=${str(node.title)}`);
  return parts.join(' ');
}

function inline(node: Inline): string {
  switch (node.type) {
    case 'text':
      return str(node.value);
    case 'bold':
      return `(b ${inlines(node.children)})`;
    case 'italic':
      return `(i ${inlines(node.children)})`;
    case 'link':
      return `(${node.cta ? 'cta-link' : 'link'} ${linkHead(node)} ${inlines(node.children)})`;
    case 'action':
      return `(action ${str(node.name)} ${inlines(node.children)})`;
    case 'footnoteReference':
      return `[^${node.label}]`;
    case 'placeholder':
      return node.name === 'video' ? `{video:${node.value}}` : `{${node.name}}`;
    case 'year':
      return '{year}';
    case 'html':
      return `(html ${str(node.value)})`;
    case 'shortcode':
      return `(shortcode ${str(node.raw)})`;
  }
}

const inlines = (nodes: readonly Inline[]) => nodes.map(inline).join(' ');

function block(node: Block): string {
  switch (node.type) {
    case 'text':
      return `(text ${inlines(node.children)})`;
    case 'list':
      return `(list ${node.items.map((item) => `(li ${inlines(item.children)})`).join(' ')})`;
    case 'footnotes':
      return `(footnotes ${node.items.map((item) => `(fn ${item.label} ${inlines(item.children)})`).join(' ')})`;
    case 'cta':
      return `(cta ${linkHead(node.link)} ${inlines(node.link.children)})`;
    case 'season':
      return `(season ${node.seasons.map((s) => str(s.name)).join(' ')})`;
  }
}

function paragraph(node: Paragraph): string {
  const parts = [`p${node.level}`, inlines(node.heading) || '""', ...node.blocks.map(block)];
  parts.push(...node.children.map(paragraph));
  return `(${parts.join(' ')})`;
}

/** The sketch of a whole document: its leading blocks, then its paragraphs, separated by spaces. */
export function sketch(document: EditorialDocument): string {
  return [...document.blocks.map(block), ...document.paragraphs.map(paragraph)].join(' ');
}
