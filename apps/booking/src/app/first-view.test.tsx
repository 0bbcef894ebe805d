// @vitest-environment jsdom
// The search view's static first view (issue 16): what the build makes, and the app taking over from
// what the visitor did in it, in one commit, with the focus and caret where they were.
import { findSiteLanguage } from '@rental/markets';
import { type AppContext, buildMountContext, fixedExperiments } from '@rental/remote-apps';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from './mount.tsx';
import { prerender } from './prerender.tsx';

/** The search view's context on a real site language, as the site builds it. */
const context = (siteId = 'de', locale = 'de-DE', experiments = fixedExperiments()): AppContext => {
  const lang = findSiteLanguage(siteId, locale);
  if (!lang) throw new Error(`no ${siteId} ${locale}`);
  return {
    ...buildMountContext({ profile: lang.profile, fallbackText: 'Nicht geladen.' }),
    app: 'booking',
    version: '',
    view: 'search',
    experimentClientIds: {},
    experiments,
    navigate: vi.fn(),
  };
};

beforeEach(() => {
  // The API never answers here: the form must not wait for it.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('prerender', () => {
  it('builds the search form with its strings, its styles and the default days marked for the host', () => {
    const view = prerender(context());
    expect(view.html).toContain('Abholfiliale');
    expect(view.html).toContain('Angebote anzeigen');
    expect(view.html).toMatch(
      /data-day-offset="1" data-day-pattern="DD.MM.YYYY" data-day-digits="0123456789"/,
    );
    expect(view.html).toContain('data-day-offset="4"');
    // Nothing looks for the nearest branch in a static page, so it does not say it does.
    expect(view.html).not.toMatch(/placeholder="[^"]*(Suche|such)/i);
    expect(Object.keys(view.styles).sort()).toEqual(['booking-styles', 'rental-ui-styles']);
  });

  it('writes Arabic pages’ days in their digits', () => {
    const view = prerender(context('sa', 'ar-SA'));
    expect(view.html).toMatch(/data-day-digits="٠١٢٣٤٥٦٧٨٩"/);
  });

  it('builds the funnel’s search step, with its heading', () => {
    const view = prerender({ ...context(), view: 'funnel' });
    expect(view.html).toMatch(/<h1 id="bk-step-title"[^>]*>Auto oder Transporter buchen<\/h1>/);
    expect(view.html).toContain('data-day-offset="1"');
  });

  it('has no first view of other views', () => {
    expect(() => prerender({ ...context(), view: 'offers' })).toThrow(/search and funnel views/);
  });
});

describe('taking over the first view', () => {
  it('in the funnel: the search step with the visitor’s text, the chunk loaded before the first render', async () => {
    const element = document.createElement('div');
    element.id = 'funnel-container';
    element.setAttribute('data-first-view', '');
    element.innerHTML = prerender({ ...context(), view: 'funnel' }).html;
    document.body.append(element);
    const staticDate = element.querySelector<HTMLInputElement>('input[id$="-returnDate"]')!;
    staticDate.focus();
    staticDate.value = '05.1';
    const unmount = await mount(element, { ...context(), view: 'funnel' });
    try {
      // No placeholder in between: the first commit is the step itself.
      expect(element.querySelector('[data-skeleton]')).toBeNull();
      expect(element.querySelector('h1#bk-step-title')).not.toBeNull();
      const date = element.querySelector<HTMLInputElement>('input[id$="-returnDate"]')!;
      expect(date).not.toBe(staticDate);
      expect(date.value).toBe('05.1');
      expect(document.activeElement).toBe(date);
    } finally {
      unmount();
    }
  });

  it('keeps what the visitor typed, chose and focused, and replaces the static form', async () => {
    const element = document.createElement('div');
    element.id = 'booking-engine-container';
    element.setAttribute('data-first-view', '');
    element.innerHTML = prerender(context()).html;
    document.body.append(element);
    const staticBranch = element.querySelector<HTMLInputElement>('input[id$="-branch"]')!;
    const staticTime = element.querySelector<HTMLSelectElement>('select[id$="-pickupTime"]')!;
    staticTime.value = '10:00';
    element.querySelector<HTMLInputElement>('input[id$="-vehicleType-van"]')!.checked = true;
    staticBranch.focus();
    staticBranch.value = 'Münch';
    staticBranch.setSelectionRange(2, 2);

    const unmount = await mount(element, context());
    try {
      expect(element.hasAttribute('data-first-view')).toBe(false);
      expect(element.contains(staticBranch)).toBe(false);
      const branch = element.querySelector<HTMLInputElement>('input[id$="-branch"]')!;
      expect(branch).not.toBe(staticBranch);
      expect(branch.value).toBe('Münch');
      expect(document.activeElement).toBe(branch);
      expect([branch.selectionStart, branch.selectionEnd]).toEqual([2, 2]);
      expect(element.querySelector<HTMLSelectElement>('select[id$="-pickupTime"]')!.value).toBe('10:00');
      expect(element.querySelector<HTMLInputElement>('input[id$="-vehicleType-van"]')!.checked).toBe(true);
      // One form, the live one: the static markers are gone.
      expect(element.querySelectorAll('form')).toHaveLength(1);
      expect(element.querySelector('[data-day-offset]')).toBeNull();
    } finally {
      unmount();
    }
  });
});

describe('the search-button experiment (issue 25)', () => {
  // The build's experiments of a US page: both variations can show (the site's page.ts says which).
  const built = fixedExperiments({ variations: { 'search-button': ['control', 'find-my-car'] } });
  const submitOf = (root: ParentNode) => root.querySelector<HTMLButtonElement>('button[type="submit"]')!;

  it('a US first view carries both texts, each tagged for the page’s CSS, in the one button', () => {
    const element = document.createElement('div');
    element.innerHTML = prerender(context('com', 'en-US', built)).html;
    const button = submitOf(element);
    expect(
      [...button.querySelectorAll('[data-exp-show]')].map((s) => [
        s.getAttribute('data-exp-show'),
        s.textContent,
      ]),
    ).toEqual([
      ['search-button:control', 'Show offers'],
      ['search-button:find-my-car', 'Find my car'],
    ]);
    expect(button.childElementCount).toBe(2);
  });

  it('the US Spanish first view carries both in Spanish', () => {
    const html = prerender(context('com', 'es-US', built)).html;
    expect(html).toContain('<span data-exp-show="search-button:control">Ver ofertas</span>');
    expect(html).toContain('<span data-exp-show="search-button:find-my-car">Encontrar mi auto</span>');
  });

  it('a first view where the experiment does not run has today’s text alone', () => {
    const html = prerender(context()).html;
    expect(html).not.toContain('data-exp-show');
    expect(submitOf(Object.assign(document.createElement('div'), { innerHTML: html })).textContent).toBe(
      'Angebote anzeigen',
    );
  });

  it.each([
    ['find-my-car', ['find-my-car'], 'Find my car'],
    ['control', ['control'], 'Show offers'],
    ['no assignment (the control)', [], 'Show offers'],
  ])('the live app takes over with the visitor’s variation: %s', async (_, variations, text) => {
    const element = document.createElement('div');
    element.id = 'booking-engine-container';
    element.setAttribute('data-first-view', '');
    element.innerHTML = prerender(context('com', 'en-US', built)).html;
    document.body.append(element);
    // What the page's CSS shows of the first view: the chosen variation (control when none).
    const chosen = variations[0] ?? 'control';
    const shown = [...submitOf(element).querySelectorAll('[data-exp-show]')]
      .filter((s) => s.getAttribute('data-exp-show') === `search-button:${chosen}`)
      .map((s) => s.textContent);
    const live = fixedExperiments({ variations: { 'search-button': variations } });
    const unmount = await mount(element, context('com', 'en-US', live));
    try {
      const button = submitOf(element);
      // The same text, and only it: no second variation behind, no wrapper to change the box.
      expect(shown).toEqual([text]);
      expect(button.textContent).toBe(text);
      expect(button.childElementCount).toBe(0);
      expect(button.className).toBe('bk-button bk-button--primary bk-search__submit');
    } finally {
      unmount();
    }
  });
});
