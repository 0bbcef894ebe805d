// What a help search answers per article, whichever way it was computed (in memory or in SQL).

/** One article found by a search. */
export type HelpSearchHit = {
  id: string;
  title: string;
  categoryId: string;
  sectionId: string;
  featured: boolean;
  /** Excerpt with the matching words, plain text. */
  snippet: string;
  /** Relevance, higher is better (4 decimals). */
  score: number;
};

/** What a featured article adds to its ts_rank_cd: it comes first among equally relevant ones. */
export const FEATURED_BONUS = 0.05;

/** The score answered for a rank: 4 decimals. */
export function scoreOf(rank: number): number {
  return Math.round(rank * 10000) / 10000;
}
