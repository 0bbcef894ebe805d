// When a session's social sign-in counts as recent enough to stand in for a password (issue 14).
import { describe, expect, it } from 'vitest';
import { RECENT_SIGN_IN_MINUTES, recentSocialSignIn, signInAgainMessage } from './recent-sign-in.ts';

const signedInAt = new Date('2026-11-25T10:00:00Z');
const minutesLater = (m: number) => new Date(signedInAt.getTime() + m * 60_000);

describe('recentSocialSignIn', () => {
  it.each([
    ['google', ['google'], 0, 'google'],
    ['google', ['google'], 9.9, 'google'],
    ['google', ['google'], RECENT_SIGN_IN_MINUTES, undefined],
    ['google', ['google'], 11, undefined],
    ['apple', ['google', 'apple'], 5, 'apple'],
    // A password sign-in, or a provider no longer linked to the account, never counts.
    ['password', ['google'], 1, undefined],
    ['apple', ['google'], 1, undefined],
  ] as const)(
    'signed in with %s, linked %j, %d minutes later: %s',
    (signedInWith, linked, after, expected) => {
      const recent = recentSocialSignIn({ signedInWith, signedInAt }, linked, minutesLater(after));
      expect(recent?.provider).toBe(expected);
      if (recent) expect(recent.until).toEqual(minutesLater(RECENT_SIGN_IN_MINUTES));
    },
  );
});

describe('signInAgainMessage', () => {
  it('names the provider, or none when the account has no linked one', () => {
    expect(String(signInAgainMessage('apple'))).toBe('For your security, sign in again with Apple first.');
    expect(String(signInAgainMessage(undefined))).toBe('For your security, sign in again first.');
  });
});
