// The words a reader reads in a document (headings, text, lists, footnotes, call-to-action labels), one
// block per line, without addresses, shortcodes or footnote marks: for checks of the text itself, such as
// the language of a page body (issue 19).
import type { Block, EditorialDocument, Inline, Paragraph } from './types.ts';

function inlineText(nodes: readonly Inline[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.type === 'text') out += node.value;
    else if (node.type === 'bold' || node.type === 'italic' || node.type === 'link' || node.type === 'action')
      out += inlineText(node.children);
  }
  return out;
}

function blockText(block: Block): string[] {
  switch (block.type) {
    case 'text':
      return [inlineText(block.children)];
    case 'list':
    case 'footnotes':
      return block.items.map((item) => inlineText(item.children));
    case 'cta':
      return [inlineText(block.link.children)];
    case 'season':
      return [];
  }
}

function paragraphText(paragraph: Paragraph): string[] {
  return [
    inlineText(paragraph.heading),
    ...paragraph.blocks.flatMap(blockText),
    ...paragraph.children.flatMap(paragraphText),
  ];
}

/** The visible text of a parsed document, one heading, text block, list item or footnote per line. */
export function documentText(document: EditorialDocument): string {
  return [...document.blocks.flatMap(blockText), ...document.paragraphs.flatMap(paragraphText)]
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}
