// The burger menu island (spec §4): opening locks the page body; choosing a link closes it; Escape or a
// tap outside the panel closes it and gives focus back to the button. The panel opens below the header
// wherever the header is (a news banner above it moves it down), so it never covers its own close button
// (issue 23). The navigation itself is static markup passed in as children.
import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';

interface Props {
  /** Accessible names of the button in its two states. */
  openLabel: string;
  closeLabel: string;
  /** Visible text under the icon, the navigation's navigation_text (e.g. 'Menu'). */
  text: string;
  children?: ReactNode;
}

/** Class on <body> while the menu is open: the page behind it does not scroll. */
export const BODY_LOCK_CLASS = 'menu-open';

/** The custom property giving the panel its top edge: the header's bottom edge in the viewport. */
export const MENU_TOP_PROPERTY = '--menu-top';

export default function MenuBehaviour({ openLabel, closeLabel, text, children }: Props) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    document.body.classList.toggle(BODY_LOCK_CLASS, open);
    if (!open) return;
    const place = () => {
      const header = root.current?.closest('header') ?? root.current;
      const bottom = Math.max(0, Math.round(header?.getBoundingClientRect().bottom ?? 0));
      root.current?.style.setProperty(MENU_TOP_PROPERTY, `${bottom}px`);
    };
    place();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    // A client-side navigation (Astro's router) must not leave the next page locked.
    const onLeave = () => setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('astro:before-swap', onLeave);
    window.addEventListener('resize', place);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('astro:before-swap', onLeave);
      window.removeEventListener('resize', place);
      document.body.classList.remove(BODY_LOCK_CLASS);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };

  return (
    <div className="menu" data-open={open ? 'true' : undefined} ref={root}>
      <button
        ref={button}
        type="button"
        className="menu__button"
        aria-expanded={open}
        aria-controls="site-menu-panel"
        aria-label={open ? closeLabel : openLabel}
        onClick={() => setOpen((value) => !value)}
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
      {/* biome-ignore lint/a11y/noStaticElementInteractions: delegated clicks on the links inside close the menu */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: links are activated by keyboard as clicks already */}
      <div id="site-menu-panel" className="menu__panel" onClick={closeOnLink}>
        {children}
      </div>
      {/* The dimmed page beside the panel: a tap there closes the menu (keyboard users have Escape). */}
      {open ? (
        <div className="menu__backdrop" aria-hidden="true" onClick={close} data-menu-backdrop="" />
      ) : null}
    </div>
  );
}
