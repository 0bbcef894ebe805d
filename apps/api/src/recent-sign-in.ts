// A recent social sign-in stands in for the password of an account that has none (issue 14: an account
// made by a first social sign-in sets a password, changes its e-mail address or deletes itself without
// one). Recent means the session began with a sign-in through one of the account's linked providers less
// than RECENT_SIGN_IN_MINUTES ago; later, the customer signs in again with that provider (the
// re-authentication flow of routes/social.ts), which starts a new session.
import { asc, eq } from 'drizzle-orm';
import { SOCIAL_PROVIDER_NAMES, SOCIAL_PROVIDERS, type SocialProviderId } from './config.ts';
import { userIdentities } from './db/schema.ts';
import type { Deps } from './deps.ts';
import { ApiError } from './errors.ts';
import { type Message, msg } from './i18n/translate.ts';

/** Minutes for which a social sign-in counts as recent. */
export const RECENT_SIGN_IN_MINUTES = 10;

/** How and when a session's sign-in happened (currentUser's `session`). */
export type SessionSignIn = { signedInWith: string; signedInAt: Date };

/** The social providers linked to an account, oldest link first. */
export async function linkedProviders(deps: Deps, userId: string): Promise<SocialProviderId[]> {
  const rows = await deps.db
    .select({ provider: userIdentities.provider })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(asc(userIdentities.createdAt));
  const known = new Set<string>(SOCIAL_PROVIDERS);
  return [...new Set(rows.map((r) => r.provider).filter((p) => known.has(p)))] as SocialProviderId[];
}

/** The session's sign-in through a linked provider and until when it counts as recent; undefined when it does not. */
export function recentSocialSignIn(
  session: SessionSignIn,
  linked: readonly SocialProviderId[],
  now: Date,
): { provider: SocialProviderId; until: Date } | undefined {
  const provider = linked.find((p) => p === session.signedInWith);
  if (!provider) return undefined;
  const until = new Date(session.signedInAt.getTime() + RECENT_SIGN_IN_MINUTES * 60_000);
  return until > now ? { provider, until } : undefined;
}

/** The refusal's message: which provider to sign in again with. */
export function signInAgainMessage(provider: SocialProviderId | undefined): Message {
  return provider
    ? msg('signInAgainWith', { provider: SOCIAL_PROVIDER_NAMES[provider] })
    : msg('signInAgain');
}

/**
 * Resolves when the session's social sign-in is recent; else 403 `reauthentication_required`, naming
 * the provider to sign in again with (the one of this session, else the first linked) in the message
 * and every linked provider in `details.providers`.
 */
export async function requireRecentSocialSignIn(
  deps: Deps,
  user: { id: string; session: SessionSignIn },
): Promise<void> {
  const linked = await linkedProviders(deps, user.id);
  if (recentSocialSignIn(user.session, linked, deps.now())) return;
  const provider = linked.find((p) => p === user.session.signedInWith) ?? linked[0];
  throw new ApiError(403, 'reauthentication_required', signInAgainMessage(provider), {
    details: { providers: linked },
  });
}
