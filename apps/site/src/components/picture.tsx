// A responsive image in modern formats (AVIF, WebP) with its fallback, its natural size on the <img> so
// the browser reserves the box before it loads (CLS 0), lazy below the fold unless it is the page's LCP.
import type { ResponsiveImage } from '../lib/cms-images.ts';

interface Props {
  image: ResponsiveImage;
  /** The sizes attribute: how wide the image is shown, e.g. '(min-width: 780px) 25vw, 50vw'. */
  sizes: string;
  /** Text alternative; '' for a decorative image. */
  alt: string;
  className?: string;
  /** The page's largest image above the fold: load it first and at once. */
  priority?: boolean;
}

export function Picture({ image, sizes, alt, className, priority = false }: Props) {
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <img
        src={image.fallback}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
