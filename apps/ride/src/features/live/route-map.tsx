// The route as a small drawing (no map library, issue 18): pickup, destination, the straight line between
// them, and the driver's dot where the stream last placed it. Its text alternative says the same in words.
import { useTranslation } from '@rental/i18n';
import type { Ride } from '../../shared/ride-types.ts';
import { fitProjection } from './project.ts';

const box = { width: 320, height: 180, margin: 24 };

export function RouteMap({ ride }: { ride: Ride }) {
  const { t } = useTranslation('ride');
  const position = ride.driver && ride.position ? ride.position : null;
  const project = fitProjection([ride.pickup, ride.destination, ...(position ? [position] : [])], box);
  const a = project(ride.pickup);
  const b = project(ride.destination);
  const d = position ? project(position) : null;
  const label = [
    t('map.route', { pickup: ride.pickup.label, destination: ride.destination.label }),
    position && ride.driver ? t('map.driver', { name: ride.driver.name }) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    // A map is not mirrored on right-to-left pages (nothing in it follows the text direction): east stays right.
    <svg
      className="ride__map"
      viewBox={`0 0 ${box.width} ${box.height}`}
      role="img"
      aria-label={label}
      data-testid="ride-map"
    >
      <rect className="ride__map-ground" x="0" y="0" width={box.width} height={box.height} rx="12" />
      <line className="ride__map-line" x1={a.x} y1={a.y} x2={b.x} y2={b.y} />
      <circle className="ride__map-pickup" cx={a.x} cy={a.y} r="7" data-marker="pickup" />
      <rect
        className="ride__map-destination"
        x={b.x - 7}
        y={b.y - 7}
        width="14"
        height="14"
        data-marker="destination"
      />
      {d ? (
        <circle
          className="ride__map-driver"
          cx={d.x}
          cy={d.y}
          r="6"
          data-marker="driver"
          data-lat={position?.lat}
          data-lng={position?.lng}
        />
      ) : null}
    </svg>
  );
}
