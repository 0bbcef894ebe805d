// Splits a page file into its YAML front matter and its body, reporting YAML mistakes with their line.
import { parse as parseYaml, YAMLParseError } from 'yaml';
import { ContentError } from './errors.ts';

export interface PageFile {
  /** Parsed front matter (not yet validated). */
  data: unknown;
  /** Body text after the closing '---', without leading blank lines. */
  body: string;
  /** 1-based line of the file where the body starts (for body error positions). */
  bodyLine: number;
}

const FENCE = /^---[ \t]*$/;

/** Parses '---\n<yaml>\n---\n<body>'; a file without a leading front-matter block is an error. */
export function splitFrontMatter(file: string, source: string): PageFile {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (!FENCE.test(lines[0] ?? '')) {
    throw new ContentError(file, "front matter: the file must start with a '---' line");
  }
  const end = lines.findIndex((line, index) => index > 0 && FENCE.test(line));
  if (end === -1) throw new ContentError(file, "front matter: no closing '---' line");
  let data: unknown;
  try {
    data = parseYaml(lines.slice(1, end).join('\n'));
  } catch (error) {
    if (error instanceof YAMLParseError) {
      // linePos is 1-based inside the YAML block, which starts on the file's second line.
      const line = (error.linePos?.[0]?.line ?? 1) + 1;
      const reason = (error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
      throw new ContentError(file, `front matter line ${line}: ${reason}`);
    }
    throw error;
  }
  let start = end + 1;
  while (start < lines.length && lines[start]?.trim() === '') start += 1;
  return { data: data ?? {}, body: lines.slice(start).join('\n').trimEnd(), bodyLine: start + 1 };
}
