// The ride banner stays closed once closed: the inline check hides it before paint, closing remembers it.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { closeRideBanner, RIDE_BANNER_ID, rideBannerInlineScript } from './ride-banner-inline.ts';

function page(): HTMLElement {
  document.body.innerHTML = `<main id="main" tabindex="-1"></main><aside id="${RIDE_BANNER_ID}" data-ride-banner><button type="button" data-ride-banner-close>x</button></aside>`;
  return document.getElementById(RIDE_BANNER_ID)!;
}

afterEach(() => {
  localStorage.clear();
  document.body.replaceChildren();
});

describe('ride app banner', () => {
  it('shows on a first visit', () => {
    const banner = page();
    new Function(rideBannerInlineScript)();
    expect(banner.hidden).toBe(false);
  });

  it('closing hides it, moves focus on to the main content and keeps it closed on the next page', () => {
    const banner = page();
    banner.querySelector('button')!.focus();
    closeRideBanner(banner);
    expect(banner.hidden).toBe(true);
    expect(document.activeElement?.id).toBe('main');
    const next = page();
    new Function(rideBannerInlineScript)();
    expect(next.hidden).toBe(true);
  });

  it('shows when storage is refused (and closing still closes it on this page)', () => {
    const original = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new Error('denied');
    };
    try {
      const banner = page();
      new Function(rideBannerInlineScript)();
      expect(banner.hidden).toBe(false);
    } finally {
      Storage.prototype.getItem = original;
    }
  });
});
