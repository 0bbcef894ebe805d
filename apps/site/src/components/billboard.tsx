// The campaign billboard of the subscription and truck pages (issue 17, spec §7 /v2/apps/campaign and
// ?trucks=, §9 sizes): the wide 1600×640 image from the md breakpoint up, the narrow 375×400 one below it,
// each in AVIF and WebP with the JPEG the API names as fallback. Width and height on every source and the
// img, so the box is reserved before the image arrives (CLS 0); the text and link under the image.
import type { Billboard } from '@rental/markets/billboards';
import { billboardVariant } from '../cms/billboards.ts';
import { breakpoints } from '../lib/layout-model.ts';

/** The media query of the wide image. */
const billboardWideMedia = `(min-width: ${breakpoints.md}px)`;

interface Props {
  billboard: Billboard;
  /** The region's name in the page's language. */
  label: string;
  /** The page's language: the texts carry their own when it differs. */
  locale: string;
}

export function BillboardBand({ billboard, label, locale }: Props) {
  const { desktop, mobile } = billboard.images;
  const lang = locale.split('-')[0] === billboard.lang ? undefined : billboard.lang;
  return (
    <section className="billboard" aria-label={label}>
      <picture className="billboard__picture">
        <source
          media={billboardWideMedia}
          type="image/avif"
          srcSet={billboardVariant(desktop.src, 'avif')}
          width={desktop.width}
          height={desktop.height}
        />
        <source
          media={billboardWideMedia}
          type="image/webp"
          srcSet={billboardVariant(desktop.src, 'webp')}
          width={desktop.width}
          height={desktop.height}
        />
        <source
          media={billboardWideMedia}
          srcSet={desktop.src}
          width={desktop.width}
          height={desktop.height}
        />
        <source
          type="image/avif"
          srcSet={billboardVariant(mobile.src, 'avif')}
          width={mobile.width}
          height={mobile.height}
        />
        <source
          type="image/webp"
          srcSet={billboardVariant(mobile.src, 'webp')}
          width={mobile.width}
          height={mobile.height}
        />
        <img
          className="billboard__image"
          src={mobile.src}
          width={mobile.width}
          height={mobile.height}
          alt=""
          loading="lazy"
          decoding="async"
        />
      </picture>
      <div className="billboard__text" lang={lang}>
        <h2 className="billboard__title">{billboard.title}</h2>
        <p className="billboard__subtitle">{billboard.subtitle}</p>
        <a className="billboard__cta" href={billboard.cta.url}>
          {billboard.cta.label}
        </a>
      </div>
    </section>
  );
}
