// spec §5, §9: a help search has at least 3 and at most 100 characters (after trimming, as the API counts).

export const searchMin = 3;
export const searchMax = 100;

/** Why a search text cannot be sent; undefined when it can. */
export type SearchProblem = 'too-short' | 'too-long' | undefined;

export function searchProblem(text: string): SearchProblem {
  const length = [...text.trim()].length;
  if (length < searchMin) return 'too-short';
  if (length > searchMax) return 'too-long';
  return undefined;
}
