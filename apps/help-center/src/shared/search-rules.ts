// spec §5, §9: a help search has at least 3 and at most 100 characters (after trimming), the API's rule
// (@rental/markets/rules), checked here so nothing is sent that the API would refuse.
import { helpSearchLength } from '@rental/markets/rules';

/** Why a search text cannot be sent; undefined when it can. */
export type SearchProblem = 'too-short' | 'too-long' | undefined;

export function searchProblem(text: string): SearchProblem {
  const length = [...text.trim()].length;
  if (length < helpSearchLength.min) return 'too-short';
  if (length > helpSearchLength.max) return 'too-long';
  return undefined;
}
