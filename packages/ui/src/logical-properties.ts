// The logical-properties rule of every style sheet (issue 23): physical sides (left/right/top/bottom) are
// refused, so a right-to-left page (dir="rtl") mirrors without a second set of rules. The site's, this
// package's and each app's CSS tests run it; what cannot be logical (a transform) sits in a [dir] rule.

/** One physical-side problem of a style sheet. */
export interface Finding {
  line: number;
  text: string;
  why: string;
}

const physicalProperty =
  /^(?:margin|padding|border|scroll-margin|scroll-padding)-(?:top|right|bottom|left)(?:-|$)|^(?:top|right|bottom|left)$|^border-(?:top|bottom)-(?:left|right)-radius$/;

/** The physical-side problems of one stylesheet, with line numbers. */
export function physicalSides(css: string): Finding[] {
  const findings: Finding[] = [];
  const lines = css.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).split('\n');
  lines.forEach((text, i) => {
    const declaration = text.match(/^\s*([a-z-]+)\s*:\s*([^;{]+);?\s*$/);
    if (!declaration) return;
    const [, property = '', value = ''] = declaration;
    const values = value.trim().split(/\s+(?![^(]*\))/);
    const at = { line: i + 1, text: text.trim() };
    if (physicalProperty.test(property)) findings.push({ ...at, why: `${property} is a physical side` });
    if (/^(?:text-align|float|clear)$/.test(property) && /\b(?:left|right)\b/.test(value))
      findings.push({ ...at, why: `${property}: use start/end` });
    // Four values name top, right, bottom and left: fine only when right and left are the same.
    if (/^(?:margin|padding|inset|border-width|border-radius)$/.test(property) && values.length === 4) {
      if (values[1] !== values[3]) findings.push({ ...at, why: `${property} with different left and right` });
    }
    if (
      property === 'inset' &&
      values.length >= 2 &&
      values.length < 4 &&
      values[1] !== values[values.length - 1]
    )
      findings.push({ ...at, why: 'inset shorthand with sides' });
  });
  return findings;
}
