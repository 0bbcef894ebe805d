// The news banner's first check, inlined right after the banner so it runs before the first paint
// (no layout shift when the page opens on another hash). Re-checks on hash changes live in behaviours.ts.
// spec §2: shown only on an empty hash, '#/' or a hash starting with '#/?' (the same rule as bannerShownForHash).

/** spec §2: the news banner shows on an empty hash, '#/' or a hash starting with '#/?'. */
export function bannerShownForHash(hash: string): boolean {
  return hash === '' || hash === '#' || hash === '#/' || hash.startsWith('#/?');
}

/** Id of the banner element. */
export const NEWS_BANNER_ID = 'news-banner';

/** Plain ES5 source, kept tiny; unit-tested against bannerShownForHash. */
export const newsBannerInlineScript = `(function(){var b=document.getElementById('${NEWS_BANNER_ID}');if(!b)return;var h=location.hash;b.hidden=!(h===''||h==='#'||h==='#/'||h.indexOf('#/?')===0)})()`;
