// The vehicle's known damages before the rental (issue 22): the car outline with each damaged area marked
// (a marked area is a button that takes the focus to that area's first damage in the list) and the list:
// area, kind, description, photos, state and any cost. The photos come from the API
// (GET /v1/bookings/{number}/damages/photos/{id}), named by what they show.
import { useTranslation } from '@rental/i18n';
import { useAppServices } from '../app-services.tsx';
import { apiAddress, type Damage } from '../booking-api.ts';
import { CarOutline } from './car-outline.tsx';
import { DAMAGE_AREAS, type DamageArea } from './damage-types.ts';

export interface KnownDamagesProps {
  damages: readonly Damage[];
  /** The heading level of each damage's title (default 3: under the view's section heading). */
  headingLevel?: 3 | 4;
  /** Whether the car outline with the marked areas shows beside the list (default true). */
  outline?: boolean;
}

/** The list item id of a damage (the outline's buttons move the focus there). */
const itemId = (damage: Pick<Damage, 'id'>) => `damage-${damage.id}`;

export function KnownDamages({ damages, headingLevel = 3, outline = true }: KnownDamagesProps) {
  const { t } = useTranslation('damages');
  const { context, format } = useAppServices();
  const order = (area: DamageArea) => DAMAGE_AREAS.indexOf(area);
  const sorted = [...damages].sort((a, b) => order(a.area) - order(b.area));
  const marked = [...new Set(sorted.map((d) => d.area))];
  const Title = headingLevel === 3 ? 'h3' : 'h4';
  const focusArea = (area: DamageArea) => {
    const first = sorted.find((d) => d.area === area);
    const element = first ? document.getElementById(itemId(first)) : null;
    element?.focus();
    element?.scrollIntoView?.({ block: 'nearest' });
  };
  if (damages.length === 0) return <p className="damage-known__none">{t('known.none')}</p>;
  return (
    <div className={outline ? 'damage-known' : 'damage-known damage-known--list'}>
      {outline ? (
        <div className="damage-known__outline">
          <CarOutline marked={marked} selectable={marked} onSelect={focusArea} label={t('known.outline')} />
          <p className="ui-hint">{t('known.outlineHint')}</p>
        </div>
      ) : null}
      <ul className="damage-known__list">
        {sorted.map((damage) => (
          <li key={damage.id} id={itemId(damage)} tabIndex={-1} className="damage-known__item">
            <Title className="damage-known__title">
              {t('known.title', { area: t(`areas.${damage.area}`), kind: t(`kinds.${damage.kind}`) })}
            </Title>
            {damage.description ? <p>{damage.description}</p> : null}
            <dl className="damage-known__facts">
              <div>
                <dt>{t('known.state')}</dt>
                <dd>{t(`states.${damage.state}`)}</dd>
              </div>
              <div>
                <dt>{t('known.reported')}</dt>
                <dd>{format.day(damage.reportedAt)}</dd>
              </div>
              {damage.cost ? (
                <div>
                  <dt>{t('known.cost')}</dt>
                  <dd>{format.money(damage.cost)}</dd>
                </div>
              ) : null}
              {damage.explanation ? (
                <div>
                  <dt>{t('known.explanation')}</dt>
                  <dd>{damage.explanation}</dd>
                </div>
              ) : null}
            </dl>
            {damage.photos.length > 0 ? (
              <ul className="damage-known__photos">
                {damage.photos.map((photo, index) => (
                  <li key={photo.id}>
                    <img
                      src={apiAddress(context, photo.url)}
                      alt={t('known.photo', {
                        area: t(`areas.${damage.area}`),
                        kind: t(`kinds.${damage.kind}`),
                        n: index + 1,
                        count: damage.photos.length,
                      })}
                      loading="lazy"
                      width={240}
                      height={180}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
