// Marks the searched words in a result's title and snippet, as text parts (never HTML), so the
// API's text can be shown highlighted without any markup injection.

export interface TextPart {
  text: string;
  /** Whether this part matches a searched word. */
  match: boolean;
}

/** The words of a search: letters and digits, at least 2 characters, at most 8 words. */
export function searchWords(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? [];
  return [...new Set(words)].slice(0, 8);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Splits text into parts where every searched word (as a word prefix, like the API's prefix search)
 * is its own matching part. Joining the parts' text gives the input back.
 */
export function highlightParts(text: string, query: string): TextPart[] {
  const words = searchWords(query).sort((a, b) => b.length - a.length);
  if (words.length === 0 || text === '') return text === '' ? [] : [{ text, match: false }];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escapeRegExp).join('|')})`, 'giu');
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    const at = m.index ?? 0;
    if (at > last) parts.push({ text: text.slice(last, at), match: false });
    parts.push({ text: m[0], match: true });
    last = at + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
