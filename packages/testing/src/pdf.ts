// The text of a PDF the product makes (invoices, statements: issue 20), read with pdf.js as a viewer would,
// for the tests that check what a customer's document says. One line per text item; pdf.js gives a
// no-break space as a space.
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The text of every page of a PDF, after checking it is one ('%PDF-'). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const head = new TextDecoder().decode(bytes.subarray(0, 5));
  if (head !== '%PDF-') throw new Error(`not a PDF file: it starts with ${JSON.stringify(head)}`);
  const pdf = await getDocument({
    data: bytes,
    useSystemFonts: false,
    isEvalSupported: false,
    standardFontDataUrl,
  }).promise;
  const lines: string[] = [];
  for (let p = 1; p <= pdf.numPages; p++) {
    const content = await (await pdf.getPage(p)).getTextContent();
    lines.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await pdf.destroy();
  return lines.join('\n').replaceAll('\u00a0', ' ');
}
