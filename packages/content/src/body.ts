// Minimal structural checks of a page body at load time (spec §5 "Editorial text"): no HTML, a leading
// heading, text after each heading. The full language rules live in @rental/editorial's validator.

export interface BodyProblem {
  /** 1-based line inside the body. */
  line: number;
  /** What is wrong, in words an editor understands. */
  message: string;
}

const HTML = /<\/?[a-zA-Z][\w-]*(\s[^<>]*)?\/?>|<!--/;
const HEADING = /^#{1,6}\s+\S/;

/** Returns the first structural problem of an editorial body, or undefined when it is fine. */
export function findBodyProblem(body: string): BodyProblem | undefined {
  const lines = body.split('\n');
  const htmlLine = lines.findIndex((line) => HTML.test(line));
  if (htmlLine !== -1) {
    return {
      line: htmlLine + 1,
      message: 'Your text includes HTML code, which is not allowed. Please remove the HTML code to continue.',
    };
  }
  const filled = lines.map((line, index) => ({ line: index + 1, text: line.trim() })).filter((l) => l.text);
  const first = filled[0];
  if (first === undefined || !HEADING.test(first.text)) {
    return { line: first?.line ?? 1, message: "the text must start with a '#' heading" };
  }
  for (const [index, entry] of filled.entries()) {
    const next = filled[index + 1];
    if (HEADING.test(entry.text) && (next === undefined || HEADING.test(next.text))) {
      return { line: entry.line, message: `the heading "${entry.text}" must be followed by text` };
    }
  }
  return undefined;
}
