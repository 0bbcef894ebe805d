import { describe, expect, it } from 'vitest';
import { accountAccessOf, canConfirmWithoutPassword } from './account-access.ts';

const profile = {
  id: 'u1',
  email: 'sol@example.com',
  firstName: 'Sol',
  lastName: 'Social',
  phone: null,
  marketingConsent: false,
  marketingConsentAt: null,
  pendingEmail: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  hasPassword: false,
  linkedProviders: ['apple', 'google'] as ('apple' | 'google')[],
  recentSocialSignIn: { provider: 'google' as const, until: '2026-11-25T10:10:00.000Z' },
};
const at = (time: string) => Date.parse(`2026-11-25T${time}Z`);

describe('how an account confirms a sensitive change', () => {
  it('without a password: by the recent social sign-in until it is 10 minutes old', () => {
    const access = accountAccessOf(profile);
    expect(access).toEqual({ hasPassword: false, provider: 'google', recentUntil: at('10:10:00') });
    expect(canConfirmWithoutPassword(access, at('10:09:59'))).toBe(true);
    expect(canConfirmWithoutPassword(access, at('10:10:00'))).toBe(false);
  });

  it('without a recent sign-in: signs in again with the first linked provider', () => {
    const access = accountAccessOf({ ...profile, recentSocialSignIn: null });
    expect(access).toEqual({ hasPassword: false, provider: 'apple', recentUntil: null });
    expect(canConfirmWithoutPassword(access, at('10:00:00'))).toBe(false);
  });

  it('with a password: always the password, whatever the session', () => {
    const access = accountAccessOf({ ...profile, hasPassword: true });
    expect(canConfirmWithoutPassword(access, at('10:00:00'))).toBe(false);
  });
});
