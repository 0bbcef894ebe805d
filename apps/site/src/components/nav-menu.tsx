// The header menu's static markup (spec §3 "Navigation list item"): groups started by 'header' items as
// an exclusive accordion (<details name>: one section open at a time, clicking the open one closes it),
// links with their raw target, gaps and the account (mysixt) entries. Works without JavaScript.
import type { NavListItem } from '@rental/content';
import { isCurrentPath, type MenuGroup, navLinkAttributes } from '../lib/layout-model.ts';

interface Props {
  groups: readonly MenuGroup[];
  label: string;
  path: string;
  opensInNewWindow: string;
  wide: boolean;
}

export function NavMenu({ groups, label, path, opensInNewWindow, wide }: Props) {
  const link = (item: NavListItem) => {
    const attrs = navLinkAttributes(item.target);
    const classes = [
      'site-nav__item',
      item.gap_after ? 'site-nav__item--gap' : '',
      item.mysixt ? 'site-nav__item--account' : '',
    ]
      .filter(Boolean)
      .join(' ');
    return (
      <li key={`${item.url}|${item.title}`} className={classes}>
        <a
          href={item.url}
          {...attrs}
          data-mysixt={item.mysixt ? 'true' : undefined}
          aria-current={isCurrentPath(item.url, path) ? 'page' : undefined}
        >
          {item.mysixt ? <AccountIcon /> : null}
          {item.title}
          {attrs.target === '_blank' ? <span className="visually-hidden"> ({opensInNewWindow})</span> : null}
        </a>
      </li>
    );
  };
  return (
    <nav className={`site-nav${wide ? ' site-nav--wide' : ''}`} aria-label={label}>
      <ul className="site-nav__groups">
        {groups.map((group) =>
          group.title === undefined ? (
            group.items.map(link)
          ) : (
            <li key={group.title} className="site-nav__group">
              <details name="site-nav-group" className="site-nav__details">
                <summary className="site-nav__summary">
                  {group.title}
                  <svg
                    className="site-nav__chevron"
                    viewBox="0 0 16 16"
                    width="16"
                    height="16"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path d="M3.5 6 8 10.5 12.5 6" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </summary>
                <ul className="site-nav__links">{group.items.map(link)}</ul>
              </details>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function AccountIcon() {
  return (
    <svg
      className="site-nav__icon"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="8" cy="5" r="3" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="M2.5 14.5c.8-3 3-4.5 5.5-4.5s4.7 1.5 5.5 4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}
