// Small SVG helpers of the drawing scripts: smooth outlines through points, number formatting, a seeded
// random source (every drawing is the same on every run, so the committed images only change on purpose).

export type Point = readonly [x: number, y: number];

/** A point of an outline; `corner` keeps a sharp corner there instead of a smooth curve. */
export type OutlinePoint = readonly [x: number, y: number, corner?: 'corner'];

/** Rounds for compact, stable SVG text. */
export const n = (value: number): string => (Math.round(value * 10) / 10).toString();

/**
 * A closed path through `points` (Catmull-Rom turned into cubic Béziers, `tension` 0 = straight lines,
 * 1 = round); a point flagged 'corner' stays sharp.
 */
export function smoothPath(points: readonly OutlinePoint[], tension = 0.9): string {
  const count = points.length;
  const at = (i: number) => points[(i + count) % count]!;
  const tangent = (i: number): Point => {
    const p = at(i);
    if (p[2] === 'corner') return [0, 0];
    const prev = at(i - 1);
    const next = at(i + 1);
    const t: Point = [((next[0] - prev[0]) / 6) * tension, ((next[1] - prev[1]) / 6) * tension];
    // A short edge beside a long one would overshoot: keep the handle within 40 % of either edge.
    const limit =
      0.4 * Math.min(Math.hypot(p[0] - prev[0], p[1] - prev[1]), Math.hypot(next[0] - p[0], next[1] - p[1]));
    const length = Math.hypot(t[0], t[1]);
    return length > limit && length > 0 ? [(t[0] * limit) / length, (t[1] * limit) / length] : t;
  };
  let d = `M${n(at(0)[0])} ${n(at(0)[1])}`;
  for (let i = 0; i < count; i++) {
    const p = at(i);
    const q = at(i + 1);
    const t1 = tangent(i);
    const t2 = tangent(i + 1);
    d += `C${n(p[0] + t1[0])} ${n(p[1] + t1[1])} ${n(q[0] - t2[0])} ${n(q[1] - t2[1])} ${n(q[0])} ${n(q[1])}`;
  }
  return `${d}Z`;
}

/** A seeded pseudo-random source in [0, 1) (a linear congruential generator: enough for art). */
export function seeded(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** A stable number from a text, for seeding. */
export function hashOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619) >>> 0;
  return h;
}

/** Mixes two #rrggbb colours: t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseHex(a);
  const pb = parseHex(b);
  const c = pa.map((v, i) => Math.round(v + (pb[i]! - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function parseHex(hex: string): number[] {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16));
}

/** Lighter (t > 0, towards white) or darker (t < 0, towards black) shade of a colour. */
export const shade = (hex: string, t: number): string =>
  t >= 0 ? mix(hex, '#ffffff', t) : mix(hex, '#000000', -t);
