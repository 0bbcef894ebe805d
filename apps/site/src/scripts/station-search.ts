// The station finder's search field (issue 19): the list is complete without JavaScript; here the field is
// shown and filters the branches as the visitor types, hiding cities without a match, and says how many are
// shown (a polite status) or that none matches. Loaded by behaviours.ts only on the station finder's list.
import { matchesSearch } from '../lib/station-search-text.ts';

export function enhanceStationSearch(root: HTMLElement): void {
  if (root.dataset.enhanced === 'true') return;
  root.dataset.enhanced = 'true';
  const input = root.querySelector<HTMLInputElement>('input[type="search"]');
  const status = root.querySelector<HTMLElement>('[role="status"]');
  const empty = root.querySelector<HTMLElement>('[data-station-empty]');
  if (!input || !status || !empty) return;
  const cities = [...document.querySelectorAll<HTMLElement>('[data-station-city]')];
  const total = Number(root.dataset.total ?? 0);
  // Made on the first search, not with the page: a page's first Intl format loads the ICU data, about
  // 180 ms of main thread at 4× CPU slowdown (issue 16, Lighthouse of the station finder).
  let numberFormat: Intl.NumberFormat | undefined;
  const number = () => {
    numberFormat ??= new Intl.NumberFormat(document.documentElement.lang || undefined);
    return numberFormat;
  };
  const template = root.dataset.statusTemplate ?? '{count} / {total}';
  const filter = () => {
    const query = input.value;
    let shown = 0;
    for (const city of cities) {
      let inCity = 0;
      for (const item of city.querySelectorAll<HTMLElement>('[data-station-item]')) {
        const match = matchesSearch(item.dataset.search ?? '', query);
        item.hidden = !match;
        if (match) inCity++;
      }
      city.hidden = inCity === 0;
      shown += inCity;
    }
    empty.hidden = shown > 0;
    // Silent until the visitor searches: the full list needs no announcement.
    status.textContent =
      query.trim() === ''
        ? ''
        : template.replace('{count}', number().format(shown)).replace('{total}', number().format(total));
  };
  input.addEventListener('input', filter);
  delete root.dataset.pending;
  // A value the browser restored (Back) filters at once.
  if (input.value !== '') filter();
}
