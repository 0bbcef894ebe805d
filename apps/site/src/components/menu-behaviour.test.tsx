// @vitest-environment jsdom
// spec §4 burger menu: opening locks the body; a chosen link closes it; Escape or a tap beside the panel
// closes it, focus returns; the panel starts below the header (issue 23).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import MenuBehaviour, { BODY_LOCK_CLASS, MENU_TOP_PROPERTY } from './menu-behaviour.tsx';

afterEach(cleanup);

function renderMenu() {
  render(
    <MenuBehaviour openLabel="Open menu" closeLabel="Close menu" text="Menu">
      <nav aria-label="Main">
        <a href="#/fleet">Fleet</a>
      </nav>
    </MenuBehaviour>,
  );
  return screen.getByRole('button', { name: 'Open menu' });
}

describe('MenuBehaviour', () => {
  it('opens and locks the body; the button says it closes', () => {
    const button = renderMenu();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Close menu');
    expect(document.body.classList.contains(BODY_LOCK_CLASS)).toBe(true);
    fireEvent.click(button);
    expect(document.body.classList.contains(BODY_LOCK_CLASS)).toBe(false);
  });

  it('closes when a link is chosen', () => {
    const button = renderMenu();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('link', { name: 'Fleet' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.body.classList.contains(BODY_LOCK_CLASS)).toBe(false);
  });

  it('closes on Escape and gives focus back to the button', () => {
    const button = renderMenu();
    fireEvent.click(button);
    screen.getByRole('link', { name: 'Fleet' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(document.body.classList.contains(BODY_LOCK_CLASS)).toBe(false);
  });

  it('closes on a tap beside the panel (the backdrop) and gives focus back to the button', () => {
    const button = renderMenu();
    fireEvent.click(button);
    const backdrop = document.querySelector('[data-menu-backdrop]');
    expect(backdrop).not.toBeNull();
    fireEvent.click(backdrop!);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(document.querySelector('[data-menu-backdrop]')).toBeNull();
  });

  it('places the panel below the header, wherever the header is', () => {
    render(
      <header>
        <MenuBehaviour openLabel="Open menu" closeLabel="Close menu" text="Menu" />
      </header>,
    );
    const header = document.querySelector('header')!;
    header.getBoundingClientRect = () => ({ bottom: 108.4 }) as DOMRect;
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect((document.querySelector('.menu') as HTMLElement).style.getPropertyValue(MENU_TOP_PROPERTY)).toBe(
      '108px',
    );
  });

  it('ignores other keys', () => {
    const button = renderMenu();
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });
});
