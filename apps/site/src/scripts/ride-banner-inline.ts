// The ride app-download banner's first check (spec §2 "ride app-download banner with voucher"; issue 18
// §6), inlined right after the banner so a banner the visitor closed before never paints (no flash, no
// layout shift). Closing it lives in behaviours.ts. The dismissal is a choice the visitor made, kept in
// localStorage on their device and never sent anywhere, so it needs no consent.

/** Id of the banner element. */
export const RIDE_BANNER_ID = 'ride-app-banner';

/** localStorage key and value of a closed banner. */
export const RIDE_BANNER_KEY = 'ride-app-banner';
export const RIDE_BANNER_CLOSED = 'closed';

/** Plain ES5 source, kept tiny; storage may be refused (private modes), then the banner shows. */
export const rideBannerInlineScript = `(function(){try{if(localStorage.getItem('${RIDE_BANNER_KEY}')==='${RIDE_BANNER_CLOSED}'){var b=document.getElementById('${RIDE_BANNER_ID}');if(b)b.hidden=true}}catch(e){}})()`;

/** Closes the banner for good on this device; focus goes on to the page's main content. */
export function closeRideBanner(banner: HTMLElement): void {
  try {
    localStorage.setItem(RIDE_BANNER_KEY, RIDE_BANNER_CLOSED);
  } catch {
    // Storage refused: closed for this page only.
  }
  const hadFocus = banner.contains(document.activeElement);
  banner.hidden = true;
  if (hadFocus) document.getElementById('main')?.focus();
}
