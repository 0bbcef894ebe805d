// The burger menu island (spec §4): opening locks the page body; choosing a link closes it; Escape closes
// it and gives focus back to the button. The navigation itself is static markup passed in as children.
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

export default function MenuBehaviour({ openLabel, closeLabel, text, children }: Props) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    document.body.classList.toggle(BODY_LOCK_CLASS, open);
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    // A client-side navigation (Astro's router) must not leave the next page locked.
    const onLeave = () => setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('astro:before-swap', onLeave);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('astro:before-swap', onLeave);
      document.body.classList.remove(BODY_LOCK_CLASS);
    };
  }, [open]);

  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };

  return (
    <div className="menu" data-open={open ? 'true' : undefined}>
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
    </div>
  );
}
