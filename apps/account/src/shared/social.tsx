// What the sign-in form and the settings share of social sign-in (spec §6, issue 14 §4): the outcomes
// the API sends back in the address ('#/bookings?social=denied&provider=google') with one message each,
// and the address that starts a flow at the API: a sign-in, or, for a signed-in account without a
// password, a sign-in again that confirms a change (`intent=reauthenticate`).
import { useTranslation } from '@rental/i18n';
import { Notice } from '@rental/ui';

/** Outcomes the API sends back in the address (apps/api/src/social/oidc.ts), each with its own message. */
export const socialOutcomes = [
  'denied',
  'state',
  'expired',
  'unavailable',
  'failed',
  'unverified',
  'no-email',
  'off',
  'busy',
  'link',
  'other-account',
  'reauthenticated',
] as const;
export type SocialOutcome = (typeof socialOutcomes)[number];

/** Outcomes that are news, not failures (announced politely). */
const goodNews: ReadonlySet<SocialOutcome> = new Set(['link', 'reauthenticated']);

/** The outcome of `?social=…&provider=…` in a section's address, when it is one we know. */
export function socialOutcomeOf(
  query: URLSearchParams,
): { outcome: SocialOutcome; provider: string } | undefined {
  const outcome = query.get('social');
  const provider = query.get('provider') ?? '';
  if (!(socialOutcomes as readonly (string | null)[]).includes(outcome)) return undefined;
  return { outcome: outcome as SocialOutcome, provider: /^[a-z]{1,20}$/.test(provider) ? provider : '' };
}

/** Brand names of the providers, for the messages (the address and the profile carry only the id). */
export const brandNames: Readonly<Record<string, string>> = { google: 'Google', apple: 'Apple' };

/** What happened to the last social sign-in, announced above the form it came back to. */
export function SocialOutcomeNotice({ outcome, provider }: { outcome: SocialOutcome; provider: string }) {
  const { t } = useTranslation('account');
  const name = brandNames[provider] ?? t('social.provider');
  return (
    <Notice tone={goodNews.has(outcome) ? 'info' : 'error'}>
      {t(`social.outcomes.${outcome}`, { provider: name })}
    </Notice>
  );
}
