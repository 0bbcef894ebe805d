// Remembers the visitor's helpful / not-helpful vote per article, so a vote is sent once and the
// article shows the thanks on every later visit (issue 9). Storage may be blocked: then it is per page.

export type VoteChoice = 'helpful' | 'not-helpful';

export interface VoteStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const memory = new Map<string, string>();

function defaultStorage(): VoteStorage {
  try {
    return window.localStorage;
  } catch {
    return { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v) };
  }
}

export function voteKey(tree: string, bookingType: string, articleId: string): string {
  return `help-center:vote:${tree}:${bookingType}:${articleId}`;
}

export function readVote(key: string, storage: VoteStorage = defaultStorage()): VoteChoice | undefined {
  try {
    const value = storage.getItem(key);
    return value === 'helpful' || value === 'not-helpful' ? value : undefined;
  } catch {
    return memory.get(key) as VoteChoice | undefined;
  }
}

export function rememberVote(key: string, choice: VoteChoice, storage: VoteStorage = defaultStorage()): void {
  memory.set(key, choice);
  try {
    storage.setItem(key, choice);
  } catch {
    // Blocked or full storage: the in-page memory still prevents a second vote during this visit.
  }
}
