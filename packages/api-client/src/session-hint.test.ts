import { describe, expect, it } from 'vitest';
import { mayHaveSession } from './session-hint.ts';

describe('mayHaveSession', () => {
  it.each([
    ['', false],
    ['consent=abc', false],
    ['signed_in=1', true],
    ['consent=abc; signed_in=1', true],
    ['not_signed_in=1', false],
    ['xsigned_in=1; other=2', false],
  ])('%j -> %j', (cookies, expected) => {
    expect(mayHaveSession({ cookie: cookies })).toBe(expected);
  });

  it('answers true where there are no cookies to read (no document)', () => {
    expect(mayHaveSession(null)).toBe(true);
  });
});
