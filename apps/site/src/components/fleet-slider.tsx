// The fleet slider (spec §1, issue 19) on a fleet category page: the category's vehicles of the market as a
// horizontal list. Without JavaScript it is a scrollable list (touch swipes it, with scroll snapping; the
// list takes the focus, so the arrow keys scroll it); scripts/fleet-slider.ts shows the previous and next
// buttons and moves by one vehicle, smoothly unless the visitor asks for reduced motion.
import type { FleetSliderModel } from '../lib/fleet-slider.ts';
import { ArrowIcon } from './icons.tsx';

export function FleetSlider({ slider }: { slider: FleetSliderModel }) {
  return (
    <section className="fleet-slider" aria-labelledby="fleet-slider-title" data-fleet-slider="">
      <div className="fleet-slider__head">
        <h2 id="fleet-slider-title">{slider.heading}</h2>
        <div className="fleet-slider__controls" data-pending="">
          <button
            type="button"
            className="fleet-slider__button fleet-slider__button--previous"
            data-slide="-1"
          >
            <ArrowIcon />
            <span className="visually-hidden">{slider.previous}</span>
          </button>
          <button type="button" className="fleet-slider__button" data-slide="1">
            <ArrowIcon />
            <span className="visually-hidden">{slider.next}</span>
          </button>
        </div>
      </div>
      {/* A scrollable region is focusable, so a keyboard reaches and scrolls it (WCAG 2.1.1). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must take the focus to be scrolled by keyboard */}
      <ul className="fleet-slider__list" tabIndex={0} aria-labelledby="fleet-slider-title">
        {slider.vehicles.map((vehicle) => (
          <li key={vehicle.code} className="fleet-slider__item">
            <img src={vehicle.image} width={400} height={200} alt="" loading="lazy" decoding="async" />
            <p className="fleet-slider__model">{vehicle.model}</p>
            <p className="fleet-slider__facts">{vehicle.facts}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
