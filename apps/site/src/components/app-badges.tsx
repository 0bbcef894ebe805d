// App-store badges (issue 23): drawn here (no store artwork), both leading to the tenant's app page, which
// sends each phone to its store. Text from the site's strings; a badge is a link with its full name.
import { uiString } from '../lib/ui-strings.ts';

interface Props {
  locale: string;
  /** The tenant's app page. */
  href: string;
  /** Hint read after each badge: it opens a new window. */
  newWindow: string;
  /** 'dark' on light backgrounds, 'light' on dark bands. */
  tone?: 'dark' | 'light';
}

export function AppBadges({ locale, href, newWindow, tone = 'dark' }: Props) {
  const u = (key: Parameters<typeof uiString>[1]) => uiString(locale, key);
  const badges = [
    { platform: 'ios', line1: u('downloadOn'), line2: u('appStore'), icon: <PhoneGlyph /> },
    { platform: 'android', line1: u('getItOn'), line2: u('googlePlay'), icon: <PlayGlyph /> },
  ];
  return (
    <ul className={`app-badges app-badges--${tone}`}>
      {badges.map((badge) => (
        <li key={badge.platform}>
          <a
            className="app-badge"
            href={`${href}${href.includes('?') ? '&' : '?'}platform=${badge.platform}`}
            rel="noopener"
            target="_blank"
          >
            {badge.icon}
            <span className="app-badge__text">
              <span className="app-badge__line1">{badge.line1}</span>{' '}
              <span className="app-badge__line2">{badge.line2}</span>
              <span className="visually-hidden"> ({newWindow})</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function PhoneGlyph() {
  return (
    <svg
      className="app-badge__icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="6" y="2" width="12" height="20" rx="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M10 5h4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      <circle cx="12" cy="18" r="1.2" fill="currentColor" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg
      className="app-badge__icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M6 3.5v17a1 1 0 0 0 1.5.86l14-8.5a1 1 0 0 0 0-1.72l-14-8.5A1 1 0 0 0 6 3.5z"
        fill="currentColor"
      />
    </svg>
  );
}
