// How the signed-in customer proves it is them for a sensitive change (issue 14 §8): with the password,
// or, for an account made by social sign-in that has none, by a sign-in with its provider in the last 10
// minutes (the API's rule; the profile says until when). Read from GET /v2/users/me/profile.
import type { components } from '@rental/api-client';

type Profile = components['schemas']['Profile'];

export interface AccountAccess {
  /** The account has a password: changes are confirmed with it. */
  hasPassword: boolean;
  /** The provider to sign in again with: the session's recent one, else the first linked. */
  provider: string | undefined;
  /** Until when the session's social sign-in counts as recent (ms since 1970), or null. */
  recentUntil: number | null;
}

export function accountAccessOf(profile: Profile): AccountAccess {
  const recent = profile.recentSocialSignIn;
  return {
    hasPassword: profile.hasPassword,
    provider: recent?.provider ?? profile.linkedProviders[0],
    recentUntil: recent ? Date.parse(recent.until) : null,
  };
}

/** Whether an account without a password may confirm a change now, without signing in again. */
export function canConfirmWithoutPassword(access: AccountAccess, now = Date.now()): boolean {
  return !access.hasPassword && access.recentUntil !== null && access.recentUntil > now;
}
