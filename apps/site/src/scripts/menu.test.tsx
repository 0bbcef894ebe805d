// @vitest-environment jsdom
// spec §4 burger menu on its real markup (components/menu.tsx, rendered as the build renders it): opening
// locks the body; a chosen link closes it; Escape or a tap beside the panel closes it, focus returns; the
// panel starts below the header (issue 23); a client-side navigation leaves nothing locked.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Menu from '../components/menu.tsx';
import { BODY_LOCK_CLASS, installMenus, MENU_READY_ATTRIBUTE, MENU_TOP_PROPERTY } from './menu.ts';

let uninstall: () => void = () => {};

function renderMenu(): HTMLButtonElement {
  document.body.innerHTML = `<header>${renderToStaticMarkup(
    <Menu openLabel="Open menu" closeLabel="Close menu" text="Menu">
      <nav aria-label="Main">
        <a href="#/fleet">Fleet</a>
      </nav>
    </Menu>,
  )}</header><main><p>Page</p></main>`;
  return document.querySelector<HTMLButtonElement>('.menu__button')!;
}

const menu = () => document.querySelector<HTMLElement>('[data-menu]')!;
const backdrop = () => document.querySelector<HTMLElement>('[data-menu-backdrop]')!;
const locked = () => document.body.classList.contains(BODY_LOCK_CLASS);

beforeEach(() => {
  uninstall = installMenus(document);
});
afterEach(() => {
  uninstall();
  document.body.className = '';
  document.body.innerHTML = '';
});

describe('burger menu', () => {
  it('is closed and labelled to open before anything happens, and says it is ready', () => {
    const button = renderMenu();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-label')).toBe('Open menu');
    expect(backdrop().hidden).toBe(true);
    expect(document.documentElement.hasAttribute(MENU_READY_ATTRIBUTE)).toBe(true);
  });

  it('opens and locks the body; the button says it closes; a second press closes', () => {
    const button = renderMenu();
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Close menu');
    expect(menu().dataset.open).toBe('true');
    expect(backdrop().hidden).toBe(false);
    expect(locked()).toBe(true);
    button.click();
    expect(button.getAttribute('aria-label')).toBe('Open menu');
    expect(menu().dataset.open).toBeUndefined();
    expect(locked()).toBe(false);
  });

  it('opens from a press on the icon inside the button', () => {
    const button = renderMenu();
    button.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('closes when a link is chosen', () => {
    const button = renderMenu();
    button.click();
    document.querySelector<HTMLAnchorElement>('a[href="#/fleet"]')!.click();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(locked()).toBe(false);
  });

  it('closes on Escape and gives focus back to the button', () => {
    const button = renderMenu();
    button.click();
    document.querySelector<HTMLAnchorElement>('a[href="#/fleet"]')!.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(locked()).toBe(false);
  });

  it('closes on a tap beside the panel (the backdrop) and gives focus back to the button', () => {
    const button = renderMenu();
    button.click();
    backdrop().click();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(backdrop().hidden).toBe(true);
  });

  it('places the panel below the header, wherever the header is', () => {
    const button = renderMenu();
    document.querySelector('header')!.getBoundingClientRect = () => ({ bottom: 108.4 }) as DOMRect;
    button.click();
    expect(menu().style.getPropertyValue(MENU_TOP_PROPERTY)).toBe('108px');
  });

  it('ignores other keys and clicks elsewhere on the page', () => {
    const button = renderMenu();
    button.click();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    document.querySelector('main p')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('unlocks the page before a client-side navigation swaps it', () => {
    const button = renderMenu();
    button.click();
    document.dispatchEvent(new Event('astro:before-swap'));
    expect(locked()).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('works on a menu that arrives later (a page swapped in by the router)', () => {
    renderMenu();
    const fresh = renderMenu();
    fresh.click();
    expect(fresh.getAttribute('aria-expanded')).toBe('true');
  });
});
