// The burger menu's markup (spec §4), rendered at build time like every other part of the page. Its
// behaviour is a small script without React (scripts/menu.ts): the menu works as soon as the page's first
// module script runs, and a phone does not load React for a page that has no app (issue 16). The
// navigation itself is static markup passed in as children.
import type { ReactNode } from 'react';

interface Props {
  /** Accessible names of the button in its two states. */
  openLabel: string;
  closeLabel: string;
  /** Visible text under the icon, the navigation's navigation_text (e.g. 'Menu'). */
  text: string;
  children?: ReactNode;
}

export default function Menu({ openLabel, closeLabel, text, children }: Props) {
  return (
    <div className="menu" data-menu="" data-open-label={openLabel} data-close-label={closeLabel}>
      <button
        type="button"
        className="menu__button"
        aria-expanded="false"
        aria-controls="site-menu-panel"
        aria-label={openLabel}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path className="menu__bar menu__bar--1" d="M3 6h18" />
          <path className="menu__bar menu__bar--2" d="M3 12h18" />
          <path className="menu__bar menu__bar--3" d="M3 18h18" />
        </svg>
        <span className="menu__text" aria-hidden="true">
          {text}
        </span>
      </button>
      <div id="site-menu-panel" className="menu__panel">
        {children}
      </div>
      {/* The dimmed page beside the panel: a tap there closes the menu (keyboard users have Escape). */}
      <div className="menu__backdrop" aria-hidden="true" data-menu-backdrop="" hidden />
    </div>
  );
}
