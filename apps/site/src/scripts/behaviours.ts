// The few behaviours that need JavaScript besides the menu island (spec §2, §4), bundled once for every
// page and re-applied after each client-side navigation (astro:page-load fires on the first load too):
// the news banner's hash rule, the product-line select, the loading overlay, the standalone reveal and
// the fleet cards' price teasers.
import { navigate } from 'astro:transitions/client';
import { watchLoadingOverlay } from './loading-overlay.ts';
import { bannerShownForHash, NEWS_BANNER_ID } from './news-banner-inline.ts';

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
  // issue 23: "from … per day" on the fleet cards, only where a page has them.
  if (document.querySelector('[data-price-from]')) {
    void import('./price-teasers.ts').then(
      ({ fillPriceTeasers }) => fillPriceTeasers(),
      () => {},
    );
  }
}

// spec §2: the banner re-checks the rule on every hash change.
window.addEventListener('hashchange', checkBanner);
document.addEventListener('astro:page-load', onPageLoad);
// spec §2 ride: on narrow screens the product-line select navigates when its value changes.
document.addEventListener('change', (event) => {
  const select = event.target;
  if (select instanceof HTMLSelectElement && select.hasAttribute('data-navigate') && select.value) {
    void navigate(select.value);
  }
});
