// The few behaviours that need JavaScript (spec §2, §4), bundled once for every
// page and re-applied after each client-side navigation (astro:page-load fires on the first load too):
// the burger menu, the news banner's hash rule, the product-line select, the loading overlay, the standalone reveal, the
// fleet cards' price teasers, the station finder's search and the fleet slider's buttons.
import { navigate } from 'astro:transitions/client';
import { watchLoadingOverlay } from './loading-overlay.ts';
import { installMenus } from './menu.ts';
import { bannerShownForHash, NEWS_BANNER_ID } from './news-banner-inline.ts';
import { closeRideBanner } from './ride-banner-inline.ts';

function checkBanner(): void {
  const banner = document.getElementById(NEWS_BANNER_ID);
  if (banner) banner.hidden = !bannerShownForHash(window.location.hash);
}

let stopOverlays: Array<() => void> = [];

function onPageLoad(): void {
  checkBanner();
  for (const stop of stopOverlays) stop();
  stopOverlays = [...document.querySelectorAll<HTMLElement>('[data-loading-overlay]')].map((overlay) =>
    watchLoadingOverlay(overlay, overlay.dataset.loadingOverlay ?? ''),
  );
  // spec §2 standalone: the content stays hidden until the page has loaded.
  for (const main of document.querySelectorAll<HTMLElement>('[data-reveal="until-loaded"]')) {
    main.dataset.loaded = 'true';
  }
  // issue 19: the station finder's search field, only on its list.
  const stationSearch = document.querySelector<HTMLElement>('[data-station-search]');
  if (stationSearch) {
    void import('./station-search.ts').then(
      ({ enhanceStationSearch }) => enhanceStationSearch(stationSearch),
      () => {},
    );
  }
  // issue 19: the fleet slider's buttons, only on the fleet category pages that have one.
  const slider = document.querySelector<HTMLElement>('[data-fleet-slider]');
  if (slider) {
    void import('./fleet-slider.ts').then(
      ({ enhanceFleetSlider }) => enhanceFleetSlider(slider),
      () => {},
    );
  }
  // issue 23: "from … per day" on the fleet cards, only where a page has them.
  if (document.querySelector('[data-price-from]')) {
    void import('./price-teasers.ts').then(
      ({ fillPriceTeasers }) => fillPriceTeasers(),
      () => {},
    );
  }
}

// spec §4: the burger menu, on every page and every page the router swaps in.
installMenus(document);

// spec §2: the banner re-checks the rule on every hash change.
window.addEventListener('hashchange', checkBanner);
document.addEventListener('astro:page-load', onPageLoad);
// spec §2 ride: the app-download banner closes for good (issue 18 §6).
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('[data-ride-banner-close]') : null;
  const banner = button?.closest<HTMLElement>('[data-ride-banner]');
  if (banner) closeRideBanner(banner);
});
// spec §2 ride: on narrow screens the product-line select navigates when its value changes.
document.addEventListener('change', (event) => {
  const select = event.target;
  if (select instanceof HTMLSelectElement && select.hasAttribute('data-navigate') && select.value) {
    void navigate(select.value);
  }
});
