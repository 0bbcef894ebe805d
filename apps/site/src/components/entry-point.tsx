// A product line's own entry point in the booking-engine slot (issue 23): the subscription, share, ride,
// charge and plus pages (and a tenant selling only subscriptions) show what that line sells and how to
// get it, never the car-rental search. The lines' own apps replace these panels in later issues.
import type { EntryPoint } from '../lib/layout-model.ts';
import type { EntryLinks } from '../lib/page-model.ts';
import { uiString } from '../lib/ui-strings.ts';
import { AppBadges } from './app-badges.tsx';

/** spec §9: flexible rentals last up to 27 days; longer is the long-term (plus) line. */
export const maxRentalDays = 27;

interface Props {
  entry: Exclude<EntryPoint, 'rental'>;
  locale: string;
  links: EntryLinks;
  /** The page's own path (a link to the page itself is left out). */
  path: string;
  newWindow: string;
}

export function EntryPointPanel({ entry, locale, links, path, newWindow }: Props) {
  const u = (key: Parameters<typeof uiString>[1], values?: Record<string, string | number>) =>
    uiString(locale, key, values);
  const call = (
    <a className="button button--primary" href={links.phone.href}>
      {u('callCta', { phone: '' }).trim()} <bdi dir="ltr">{links.phone.display}</bdi>
    </a>
  );
  const app = <AppBadges locale={locale} href={links.app} newWindow={newWindow} tone="dark" />;
  let title: string;
  let text: string;
  let actions: React.ReactNode;
  switch (entry) {
    case 'subscription':
      title = u('subscriptionTitle');
      text = u('subscriptionText');
      actions =
        links.subscription && links.subscription !== path ? (
          <a className="button button--primary" href={links.subscription}>
            {u('subscriptionCta')}
          </a>
        ) : (
          call
        );
      break;
    case 'plus':
      title = u('plusTitle', { days: maxRentalDays + 1 });
      text = u('plusText');
      actions = (
        <>
          {call}
          <a className="button button--secondary" href={links.rental}>
            {u('plusRentalHint', { max: maxRentalDays })}
          </a>
        </>
      );
      break;
    case 'share':
      title = u('shareTitle');
      text = u('shareText');
      actions = app;
      break;
    case 'ride':
      title = u('rideTitle');
      text = u('rideText');
      actions = app;
      break;
    case 'charge':
      title = u('chargeTitle');
      text = u('chargeText');
      actions = app;
      break;
  }
  return (
    <section
      className={`entry-point entry-point--${entry}`}
      data-entry-point={entry}
      aria-labelledby="entry-point-title"
    >
      <h2 id="entry-point-title" className="entry-point__title">
        {title}
      </h2>
      <p className="entry-point__text">{text}</p>
      <div className="entry-point__actions">{actions}</div>
    </section>
  );
}
