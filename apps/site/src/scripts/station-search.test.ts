// @vitest-environment jsdom
// The station finder's search field: it filters the list as the visitor types and says how many branches
// are shown, in the page language's digits; the page itself pays no Intl start-up until the first search.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enhanceStationSearch } from './station-search.ts';

function page(lang: string) {
  document.documentElement.lang = lang;
  document.body.innerHTML = `
    <div data-station-search data-status-template="{count} von {total}" data-total="3" data-pending>
      <input type="search"><p role="status"></p><p data-station-empty hidden>Nichts</p>
    </div>
    <ul>
      <li data-station-city><ul>
        <li data-station-item data-search="berlin hauptbahnhof"></li>
        <li data-station-item data-search="berlin flughafen"></li>
      </ul></li>
      <li data-station-city><ul><li data-station-item data-search="hamburg altona"></li></ul></li>
    </ul>`;
  return document.querySelector<HTMLElement>('[data-station-search]')!;
}

function type(text: string) {
  const input = document.querySelector<HTMLInputElement>('input')!;
  input.value = text;
  input.dispatchEvent(new Event('input'));
}

afterEach(() => vi.restoreAllMocks());

describe('enhanceStationSearch', () => {
  it('shows the field, filters by every word, and makes no Intl format before the first search', () => {
    const root = page('de-DE');
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    enhanceStationSearch(root);
    expect(root.hasAttribute('data-pending')).toBe(false);
    expect(numberFormat).not.toHaveBeenCalled();
    type('berlin flug');
    expect(numberFormat).toHaveBeenCalledTimes(1);
    const shown = [...document.querySelectorAll<HTMLElement>('[data-station-item]')].filter((i) => !i.hidden);
    expect(shown.map((i) => i.dataset.search)).toEqual(['berlin flughafen']);
    expect(document.querySelector('[role="status"]')?.textContent).toBe('1 von 3');
    type('nirgendwo');
    expect(document.querySelector<HTMLElement>('[data-station-empty]')?.hidden).toBe(false);
    expect(numberFormat).toHaveBeenCalledTimes(1);
  });

  it('counts in the page language digits', () => {
    enhanceStationSearch(page('ar-SA'));
    type('hamburg');
    expect(document.querySelector('[role="status"]')?.textContent).toBe('١ von ٣');
  });
});
