// The car seen from above (issue 22): its 12 areas, those with a damage marked. With `onSelect` each area
// is a button named in the page's language (Tab to it, Enter or Space to choose, `aria-pressed` on the
// chosen one): the report form picks an area with it, the known damages jump to an area's damages.
// Without `onSelect` it is one picture named by its marked areas. Front is at the top; the car's left is
// on the viewer's left.
import { useTranslation } from '@rental/i18n';
import type { KeyboardEvent, ReactNode } from 'react';
import { DAMAGE_AREAS, type DamageArea } from './damage-types.ts';

/** Each area's outline in the 200 × 400 drawing, and where its mark sits. */
const SHAPES: Record<DamageArea, { d: string; mark: [number, number] }> = {
  front: { d: 'M30 70 V45 Q30 12 70 10 H130 Q170 12 170 45 V70 Z', mark: [100, 40] },
  'front-left': { d: 'M30 70 H55 V150 H30 Z', mark: [42, 110] },
  left: { d: 'M30 150 H55 V250 H30 Z', mark: [42, 200] },
  'rear-left': { d: 'M30 250 H55 V330 H30 Z', mark: [42, 290] },
  rear: { d: 'M30 330 H170 V358 Q170 388 130 390 H70 Q30 388 30 358 Z', mark: [100, 360] },
  'rear-right': { d: 'M145 250 H170 V330 H145 Z', mark: [158, 290] },
  right: { d: 'M145 150 H170 V250 H145 Z', mark: [158, 200] },
  'front-right': { d: 'M145 70 H170 V150 H145 Z', mark: [158, 110] },
  // The roof is the cabin around the interior (evenodd leaves the interior's hole).
  roof: { d: 'M55 120 H145 V330 H55 Z M75 150 V255 H125 V150 Z', mark: [100, 290] },
  windscreen: { d: 'M55 70 H145 L138 120 H62 Z', mark: [100, 95] },
  wheels: {
    d: 'M16 84 H30 V128 H16 Z M170 84 H184 V128 H170 Z M16 272 H30 V316 H16 Z M170 272 H184 V316 H170 Z',
    mark: [23, 106],
  },
  interior: { d: 'M75 150 H125 V255 H75 Z', mark: [100, 202] },
};

export interface CarOutlineProps {
  /** Areas with a damage (drawn marked). */
  marked: readonly DamageArea[];
  /** The chosen area (`aria-pressed`), if any. */
  selected?: DamageArea | null;
  /** Makes the areas buttons: called with the area chosen. */
  onSelect?: (area: DamageArea) => void;
  /** With `onSelect`, only these areas are buttons (default: all 12). */
  selectable?: readonly DamageArea[];
  /** The picture's name (without `onSelect`) or the group's (with it). */
  label: string;
  /** The `id` prefix of the area buttons (`{idPrefix}-{area}`), so an error summary can link to one. */
  idPrefix?: string;
}

export function CarOutline({ marked, selected, onSelect, selectable, label, idPrefix }: CarOutlineProps) {
  const { t } = useTranslation('damages');
  const isMarked = (area: DamageArea) => marked.includes(area);
  const areaName = (area: DamageArea) =>
    isMarked(area) ? t('outline.markedArea', { area: t(`areas.${area}`) }) : t(`areas.${area}`);
  const interactive = onSelect !== undefined;
  const shapes: ReactNode[] = [];
  // The wheels sit over the sides, the interior inside the roof: drawn after them, so they stay on top.
  for (const area of DAMAGE_AREAS) {
    const { d, mark } = SHAPES[area];
    const className = [
      'damage-outline__area',
      `damage-outline__area--${area}`,
      isMarked(area) ? 'damage-outline__area--marked' : '',
      selected === area ? 'damage-outline__area--selected' : '',
    ]
      .filter(Boolean)
      .join(' ');
    const drawing = (
      <>
        <path d={d} fillRule="evenodd" />
        {isMarked(area) ? (
          <g className="damage-outline__mark">
            <circle cx={mark[0]} cy={mark[1]} r={9} />
            <text x={mark[0]} y={mark[1] + 4.5} textAnchor="middle">
              !
            </text>
          </g>
        ) : null}
      </>
    );
    const isButton = interactive && (selectable ?? DAMAGE_AREAS).includes(area);
    shapes.push(
      isButton ? (
        // biome-ignore lint/a11y/useSemanticElements: an area of a drawing; SVG has no <button>.
        <g
          key={area}
          id={idPrefix ? `${idPrefix}-${area}` : undefined}
          className={className}
          role="button"
          tabIndex={0}
          aria-label={areaName(area)}
          aria-pressed={selected === area}
          onClick={() => onSelect(area)}
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              onSelect(area);
            }
          }}
        >
          {drawing}
        </g>
      ) : (
        <g key={area} className={className} aria-hidden={interactive ? 'true' : undefined}>
          {drawing}
        </g>
      ),
    );
  }
  const markedNames = DAMAGE_AREAS.filter(isMarked).map((area) => t(`areas.${area}`));
  const description =
    markedNames.length > 0 ? t('outline.markedList', { areas: markedNames.join(', ') }) : t('outline.none');
  return (
    <svg
      className={`damage-outline${interactive ? ' damage-outline--interactive' : ''}`}
      viewBox="0 0 200 400"
      role={interactive ? 'group' : 'img'}
      aria-label={interactive ? label : `${label}. ${description}`}
    >
      {shapes}
    </svg>
  );
}
