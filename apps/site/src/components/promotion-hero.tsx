// The airport promotion hero band (spec §2 "promotion"): desktop and mobile background images from
// /cms/marketing/{filename}, optional pre-title, the title, an optional highlight bubble and the
// booking-engine slot. The image is a <picture> so the right file is the only one fetched (LCP).
import type { AirportPromotion } from '@rental/content';
import type { ReactNode } from 'react';
import { breakpoints } from '../lib/layout-model.ts';

/** Public URL of a CMS marketing image. */
export const marketingImage = (filename: string) => `/cms/marketing/${filename}`;

/** spec §9 billboard sizes: 1600×640 desktop, 375×400 mobile (drawn at twice that for sharp screens). */
export const heroImageSize = { desktop: { width: 1600, height: 640 }, mobile: { width: 750, height: 800 } };

/** The media query of the desktop image. */
export const heroDesktopMedia = `(min-width: ${breakpoints.md}px)`;

/** The media query of the mobile image (everything below the desktop one). */
export const heroMobileMedia = `(max-width: ${breakpoints.md - 0.02}px)`;

/** `entry` is the booking-engine slot: the rental search container, or a product line's entry point. */
export function PromotionHero({ promotion, entry }: { promotion: AirportPromotion; entry: ReactNode }) {
  const { pre_title, title, prefix_promo_highlight, promo_highlight, suffix_promo_highlight } = promotion;
  return (
    <section className="promo-hero" aria-labelledby="promo-title">
      <picture className="promo-hero__picture">
        <source
          media={heroDesktopMedia}
          srcSet={marketingImage(promotion.hero_image_desktop.filename_disk)}
          width={heroImageSize.desktop.width}
          height={heroImageSize.desktop.height}
        />
        <img
          className="promo-hero__image"
          src={marketingImage(promotion.hero_image_mobile.filename_disk)}
          width={heroImageSize.mobile.width}
          height={heroImageSize.mobile.height}
          alt=""
          fetchPriority="high"
          decoding="async"
        />
      </picture>
      <div className="promo-hero__inner">
        <div className="promo-hero__text">
          {pre_title ? <p className="promo-hero__pretitle">{pre_title}</p> : null}
          <h1 id="promo-title" className="promo-hero__title">
            {title}
          </h1>
          {promo_highlight ? (
            <p className="promo-bubble">
              {prefix_promo_highlight ? (
                <span className="promo-bubble__prefix">{prefix_promo_highlight}</span>
              ) : null}{' '}
              <strong className="promo-bubble__highlight">{promo_highlight}</strong>{' '}
              {suffix_promo_highlight ? (
                <span className="promo-bubble__suffix">{suffix_promo_highlight}</span>
              ) : null}
            </p>
          ) : null}
        </div>
        {entry}
      </div>
    </section>
  );
}
