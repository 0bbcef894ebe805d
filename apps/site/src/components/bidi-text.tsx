// Text of the page language with Latin runs inside (a brand name, '© 2026 Kestrel Mobility'): on a
// right-to-left page each such run is isolated (<bdi>), so its digits and punctuation stay in place
// (issue 23: '.years old', 'PM 12:30'). On left-to-right pages the text is returned as it is.
import type { ReactNode } from 'react';

/** A left-to-right run: Latin letters or digits, with the spaces and marks between them (not at its ends). */
const ltrRun = /(?:[©®]\s?)?[A-Za-z0-9À-ɏ](?:[A-Za-z0-9À-ɏ'’&/:+-]|[ .,](?=[A-Za-z0-9À-ɏ]))*/g;

/** The text as nodes: Latin runs wrapped in <bdi> when `dir` is rtl. */
export function bidiRuns(text: string, dir: 'ltr' | 'rtl'): ReactNode[] {
  if (dir === 'ltr') return [text];
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(ltrRun)) {
    const start = match.index ?? 0;
    if (start > last) nodes.push(text.slice(last, start));
    nodes.push(
      <bdi key={start} dir="ltr">
        {match[0]}
      </bdi>,
    );
    last = start + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

export function BidiText({ text, dir }: { text: string; dir: 'ltr' | 'rtl' }) {
  return <>{bidiRuns(text, dir)}</>;
}
