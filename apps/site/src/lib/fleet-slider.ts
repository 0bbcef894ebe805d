// The fleet slider of a fleet category page (spec §1 "fleet slider", issue 19): the market's vehicle groups
// of the product API (`GET /v1/apps/fleet/list`, the build-time snapshot of lib/fleet-data.ts) that belong
// to the page's category (lib/fleet-categories.ts rules), with their facts in the page language.
import type { FleetCategory, SiteLanguage } from '@rental/markets';
import { categoryOfPage } from './cms-images.ts';
import { categoryRules } from './fleet-categories.ts';
import { type FleetGroup, type FleetSnapshot, readFleetSnapshot } from './fleet-data.ts';
import { uiString } from './ui-strings.ts';

/** One vehicle of the slider. */
export interface SliderVehicle {
  code: string;
  /** 'VW Golf or similar' as the API names it. */
  model: string;
  /** The 400 px WebP of the group's picture (it exists beside the API's `imagePath`). */
  image: string;
  /** Seats and gearbox in the page language, e.g. '5 Sitze · Automatik'. */
  facts: string;
}

export interface FleetSliderModel {
  heading: string;
  previous: string;
  next: string;
  vehicles: SliderVehicle[];
}

let snapshot: FleetSnapshot | undefined;

/** The build's snapshot, read once. */
function buildFleet(): FleetSnapshot {
  snapshot ??= readFleetSnapshot();
  return snapshot;
}

/** The vehicles of a category in a country, in the API's order; `fleet` defaults to the build's snapshot. */
export function categoryGroups(
  country: string,
  category: FleetCategory,
  fleet: FleetSnapshot = buildFleet(),
): FleetGroup[] {
  return (fleet.countries[country] ?? []).filter((group) => categoryRules[category](group));
}

/** The slider of a category page, or undefined when the market has no vehicle of the category. */
export function fleetSliderOf(
  locale: string,
  country: string,
  category: FleetCategory,
  fleet?: FleetSnapshot,
): FleetSliderModel | undefined {
  const groups = categoryGroups(country, category, fleet);
  if (groups.length === 0) return undefined;
  return {
    heading: uiString(locale, 'sliderHeading'),
    previous: uiString(locale, 'sliderPrevious'),
    next: uiString(locale, 'sliderNext'),
    vehicles: groups.map((group) => ({
      code: group.code,
      model: group.model,
      image: group.imagePath.replace(/\.png$/, '-400.webp'),
      facts: `${uiString(locale, 'sliderSeats', { count: group.seats })} · ${uiString(
        locale,
        group.transmission === 'automatic' ? 'sliderAutomatic' : 'sliderManual',
      )}`,
    })),
  };
}

/** The slider of a content page: a fleet category page's, with the build's snapshot; else undefined. */
export function pageSlider(pageId: string, lang: SiteLanguage): FleetSliderModel | undefined {
  const category = categoryOfPage(pageId);
  return category ? fleetSliderOf(lang.locale, lang.profile.countryAlpha2, category) : undefined;
}
