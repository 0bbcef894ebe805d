// A tiny mirror of GrowthBook's bucketing (@growthbook/growthbook 1.8.0, src/util.ts: hashFnv32a, hash,
// getBucketRanges, chooseVariation), so the page's inline decision (inline.ts) and the build agree with
// the SDK the apps' live client runs, without shipping the SDK in every page. bucketing.test.ts proves
// mirror == SDK for 100,000 visitor ids; a change here that breaks that is a change of assignments.

/** 32-bit FNV-1a of a string's UTF-16 code units, as the SDK computes it. */
export function fnv32a(text: string): number {
  let hval = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hval ^= text.charCodeAt(i);
    hval += (hval << 1) + (hval << 4) + (hval << 7) + (hval << 8) + (hval << 24);
  }
  return hval >>> 0;
}

/** The SDK's hash version 2: a number in [0, 1) with four decimals, from the seed and the visitor id. */
export function hashV2(seed: string, id: string): number {
  return (fnv32a(`${fnv32a(seed + id)}`) % 10000) / 10000;
}

/** [start, end) of each variation on [0, 1): its weight, shrunk by coverage from its start. */
export type BucketRange = readonly [number, number];

/**
 * The SDK's bucket ranges: each variation starts where the previous one's full weight ended, and covers
 * `coverage × weight` of it (a visitor in the gap is not in the experiment). Weights that do not sum to
 * about 1 (0.99–1.01) or do not match the variations fall back to equal weights, as in the SDK.
 */
export function bucketRanges(
  variations: number,
  coverage: number,
  weights?: readonly number[],
): BucketRange[] {
  const clamped = coverage < 0 ? 0 : coverage > 1 ? 1 : coverage;
  const equal = Array.from({ length: variations }, () => (variations > 0 ? 1 / variations : 0));
  let used = weights ?? equal;
  if (used.length !== variations) used = equal;
  const total = used.reduce((sum, w) => sum + w, 0);
  if (total < 0.99 || total > 1.01) used = equal;
  let cumulative = 0;
  return used.map((weight) => {
    const start = cumulative;
    cumulative += weight;
    return [start, start + clamped * weight] as const;
  });
}

/** Index of the range holding `n`, or -1 (not in the experiment). */
export function chooseVariation(n: number, ranges: readonly BucketRange[]): number {
  for (let i = 0; i < ranges.length; i++) {
    const range = ranges[i];
    if (range && n >= range[0] && n < range[1]) return i;
  }
  return -1;
}

/** What bucketing needs of an experiment. */
export interface Bucketed {
  key: string;
  seed?: string | undefined;
  weights: readonly number[];
  coverage: number;
}

/** The variation index a visitor id gets in an experiment (hash v2 on seed + id), or -1 when not in it. */
export function assign(experiment: Bucketed, id: string): number {
  if (!id) return -1;
  const n = hashV2(experiment.seed ?? experiment.key, id);
  return chooseVariation(n, bucketRanges(experiment.weights.length, experiment.coverage, experiment.weights));
}
