// A vehicle group as the offer list, the checkout and the confirmation show it: the example model
// "or similar" (spec §1), its picture (the site's CMS images, see the site README's URL scheme) and its
// facts in the market's units (spec §9).
import { useTranslation } from '@rental/i18n';
import type { Offer } from './api-types.ts';
import { useBooking } from './booking-services.tsx';

/** The example model in the page language: the API says 'VW Golf or similar' (spec §1 "or similar"). */
export function useModelName(): (model: string) => string {
  const { t } = useTranslation('booking');
  return (model) => t('vehicle.orSimilar', { model: model.replace(/\s+or similar$/i, '') });
}

/** Natural size of every vehicle image: a side view on a transparent 2:1 canvas (800 × 400). */
const imageSize = { width: 800, height: 400 } as const;

/**
 * The group's picture: the API's `imagePath` (`/cms/fleet/cdmr.png`, the PNG fallback) with the AVIF and
 * WebP renditions the site serves beside it (`cdmr-400.avif 400w, cdmr-800.avif 800w`). Width and height
 * are set, so the card keeps its place while the image loads (CLS 0); lazy unless it is in view on arrival.
 */
export function VehicleImage({ group, eager }: { group: Offer['group']; eager: boolean }) {
  const { t } = useTranslation('booking');
  const base = group.imagePath.replace(/\.png$/, '');
  const set = (type: string) => `${base}-400.${type} 400w, ${base}-800.${type} 800w`;
  // The card's image column: 220 px from 780 px up, else the card's width (the screen less its margins).
  const sizes = '(min-width: 780px) 220px, calc(100vw - 3rem)';
  return (
    <picture className="bk-vehicle-image">
      {group.imagePath.endsWith('.png') && (
        <>
          <source type="image/avif" srcSet={set('avif')} sizes={sizes} />
          <source type="image/webp" srcSet={set('webp')} sizes={sizes} />
        </>
      )}
      <img
        src={group.imagePath}
        {...imageSize}
        alt={t('vehicle.image', { model: group.model.replace(/\s+or similar$/i, '') })}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    </picture>
  );
}

/** An arrow pointing on in the reading direction (or back): mirrored on right-to-left pages by app.css. */
export function Arrow({ back = false }: { back?: boolean }) {
  return (
    <span className="bk-arrow" aria-hidden="true">
      {back ? '←' : '→'}
    </span>
  );
}

/** The facts of a vehicle group: seats, doors, transmission, fuel, luggage; payload and space for vans. */
export function VehicleFacts({ offer }: { offer: Pick<Offer, 'group' | 'includedKmPerDay'> }) {
  const { t } = useTranslation('booking');
  const { fmt } = useBooking();
  const g = offer.group;
  return (
    <ul className="bk-facts">
      <li>{t('vehicle.seats', { count: g.seats })}</li>
      <li>{t('vehicle.doors', { count: g.doors })}</li>
      <li>{t(`vehicle.transmission.${g.transmission}`, { defaultValue: g.transmission })}</li>
      <li>{t(`vehicle.fuel.${g.fuel}`, { defaultValue: g.fuel })}</li>
      {g.payloadKg !== null ? (
        <li>{t('vehicle.payload', { value: fmt.number(g.payloadKg, 0) })}</li>
      ) : (
        <li>{t('vehicle.bags', { count: g.bags })}</li>
      )}
      {g.loadingSpaceM3 !== null && (
        <li>{t('vehicle.loadingSpace', { value: fmt.number(g.loadingSpaceM3, 1) })}</li>
      )}
      <li>
        {offer.includedKmPerDay === null
          ? t('vehicle.unlimitedMileage')
          : t('vehicle.includedDistance', { distance: fmt.allowance(offer.includedKmPerDay) })}
      </li>
    </ul>
  );
}
