// The station finder's pages (issue 19): the list of a market's cities and branches with a search field
// (works without JavaScript as a list; scripts/station-search.ts filters it), a city with its branches, and
// a branch with its address, phone, opening hours, services and the booking engine preset to it. Names,
// days, times and dates in the page language through Intl (Arabic-Indic digits on Arabic pages).
import type { Weekday } from '../lib/station-data.ts';
import { searchTextOf } from '../lib/station-search-text.ts';
import type { BranchView, CityView, StationPage } from '../lib/stations.ts';
import { uiString } from '../lib/ui-strings.ts';
import { PinIcon } from './icons.tsx';

type Labels = (key: Parameters<typeof uiString>[1], values?: Record<string, string | number>) => string;

const weekdayOrder: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** Weekday names of a locale, Monday first (1 January 2024 was a Monday). */
function weekdayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return weekdayOrder.map((_, i) => format.format(Date.UTC(2024, 0, 1 + i)));
}

/** 'HH:MM' in the locale's clock ('08:00', '8:00 AM', '٠٨:٠٠'). */
function timeOf(locale: string, time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1, h, m),
  );
}

/** 'MM-DD' as the locale writes a day of the year ('24. Dezember', 'December 24'). */
function dayOfYear(locale: string, monthDay: string): string {
  const [month = 1, day = 1] = monthDay.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, month - 1, day),
  );
}

function kindLabel(u: Labels, kind: BranchView['station']['kind']): string {
  return u(
    kind === 'airport'
      ? 'stationKindAirport'
      : kind === 'railway'
        ? 'stationKindRailway'
        : 'stationKindDowntown',
  );
}

function Breadcrumb({ page, label }: { page: StationPage; label: string }) {
  return (
    <nav className="breadcrumb" aria-label={label}>
      <ol>
        {page.trail.map((crumb, i) =>
          i === page.trail.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <a href={crumb.path}>{crumb.name}</a>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

/** A branch's address: street, postcode and city, country; left-to-right runs on Arabic pages. */
function Address({ branch, locale, dir }: { branch: BranchView; locale: string; dir: 'ltr' | 'rtl' }) {
  const { address } = branch.station;
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(address.countryCode);
  return (
    <address className="station-address">
      <bdi dir={dir === 'rtl' ? 'ltr' : undefined}>{address.street}</bdi>
      <br />
      <bdi dir={dir === 'rtl' ? 'ltr' : undefined}>{`${address.postcode} ${address.city}`}</bdi>
      <br />
      {country}
    </address>
  );
}

function BranchSummary({
  branch,
  u,
  locale,
  dir,
}: {
  branch: BranchView;
  u: Labels;
  locale: string;
  dir: 'ltr' | 'rtl';
}) {
  return (
    <>
      <a className="station-item__name" href={branch.path}>
        {branch.station.name}
      </a>
      <span className="station-item__kind">{kindLabel(u, branch.station.kind)}</span>
      <Address branch={branch} locale={locale} dir={dir} />
    </>
  );
}

function FinderContent({ page, cities, u }: { page: StationPage; cities: CityView[]; u: Labels }) {
  const locale = page.lang.locale;
  const total = cities.reduce((n, c) => n + c.branches.length, 0);
  return (
    <>
      <h1 id="page-title">{u('stationFinderTitle')}</h1>
      <p className="station-lead">{page.description}</p>
      {/* Wired and shown by scripts/station-search.ts. Until then it keeps its place, invisible, so the list
          below never moves when it appears (CLS 0); without JavaScript it is not displayed (document.astro's
          noscript style) and the list is the finder. */}
      <div
        className="station-search"
        data-station-search=""
        data-status-template={u('stationSearchStatus', { count: '{count}', total: '{total}' })}
        data-total={total}
        data-pending=""
      >
        <label htmlFor="station-search-input">{u('stationSearchLabel')}</label>
        <input id="station-search-input" type="search" autoComplete="off" spellCheck={false} />
        <p className="station-search__status" role="status" aria-live="polite" aria-atomic="true" />
        <p className="station-search__empty" data-station-empty="" hidden>
          {u('stationNoMatch')}
        </p>
      </div>
      <ul className="station-cities">
        {cities.map((city) => (
          <li key={city.path} className="station-city" data-station-city="">
            <h2 className="station-city__title">
              <a href={city.path}>{city.name}</a>
            </h2>
            <ul className="station-list">
              {city.branches.map((branch) => (
                <li
                  key={branch.path}
                  className="station-item"
                  data-station-item=""
                  data-search={searchTextOf(branch.station)}
                >
                  <PinIcon />
                  <div>
                    <BranchSummary branch={branch} u={u} locale={locale} dir={page.lang.dir} />
                  </div>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}

function CityContent({ page, city, u }: { page: StationPage; city: CityView; u: Labels }) {
  return (
    <>
      <h1 id="page-title">{u('stationCityTitle', { city: city.name })}</h1>
      <p className="station-lead">{page.description}</p>
      <h2>{u('stationBranchesIn', { city: city.name })}</h2>
      <ul className="station-list">
        {city.branches.map((branch) => (
          <li key={branch.path} className="station-item">
            <PinIcon />
            <div>
              <BranchSummary branch={branch} u={u} locale={page.lang.locale} dir={page.lang.dir} />
              <a className="station-item__book" href={branch.bookingUrl}>
                {u('stationBook')}
              </a>
            </div>
          </li>
        ))}
      </ul>
      <p>
        <a href={page.finderPath}>{u('stationAllBranches')}</a>
      </p>
    </>
  );
}

function BranchContent({ page, branch, u }: { page: StationPage; branch: BranchView; u: Labels }) {
  const locale = page.lang.locale;
  const { station } = branch;
  const days = weekdayNames(locale);
  const services = [
    ...station.vehicleTypes.map((t) =>
      u(t === 'car' ? 'stationCars' : t === 'van' ? 'stationVans' : 'stationTrucks'),
    ),
    ...(station.subscription ? [u('stationSubscription')] : []),
  ];
  const ltr = page.lang.dir === 'rtl' ? 'ltr' : undefined;
  return (
    <>
      <h1 id="page-title">{station.name}</h1>
      <p className="station-lead">{kindLabel(u, station.kind)}</p>
      <p>
        <a className="button button--primary" href={branch.bookingUrl}>
          {u('stationBook')}
        </a>
      </p>
      <div className="station-facts">
        <section aria-labelledby="station-address">
          <h2 id="station-address" className="station-facts__title">
            {u('stationAddress')}
          </h2>
          <Address branch={branch} locale={locale} dir={page.lang.dir} />
          <p>
            {`${uiString(locale, 'supportPhone')}: `}
            <a href={branch.phone.href} dir={ltr}>
              {branch.phone.display}
            </a>
          </p>
        </section>
        <section aria-labelledby="station-hours">
          <h2 id="station-hours" className="station-facts__title">
            {u('stationHours')}
          </h2>
          <table className="station-hours">
            <tbody>
              {weekdayOrder.map((day, i) => {
                const intervals = station.openingHours[day] ?? [];
                return (
                  <tr key={day}>
                    <th scope="row">{days[i]}</th>
                    <td>
                      {intervals.length === 0
                        ? u('stationClosed')
                        : intervals
                            .map((h) => `${timeOf(locale, h.open)}–${timeOf(locale, h.close)}`)
                            .join(', ')}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {station.closedDates.length > 0 ? (
            <p>{`${u('stationHolidays')}: ${station.closedDates.map((d) => dayOfYear(locale, d)).join(', ')}`}</p>
          ) : null}
        </section>
        <section aria-labelledby="station-services">
          <h2 id="station-services" className="station-facts__title">
            {u('stationServices')}
          </h2>
          <ul className="station-services">
            {services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </section>
      </div>
      <p>
        <a href={page.trail[page.trail.length - 2]?.path}>
          {u('stationBranchesIn', { city: station.address.city })}
        </a>
      </p>
    </>
  );
}

/** The content of a station finder page, below the layout's header. */
export function StationContent({ page, breadcrumbLabel }: { page: StationPage; breadcrumbLabel: string }) {
  const u: Labels = (key, values = {}) => uiString(page.lang.locale, key, values);
  return (
    <section className={`station-page station-page--${page.kind}`} aria-labelledby="page-title">
      <Breadcrumb page={page} label={breadcrumbLabel} />
      {page.kind === 'finder' ? (
        <FinderContent page={page} cities={page.cities} u={u} />
      ) : page.kind === 'city' ? (
        <CityContent page={page} city={page.city} u={u} />
      ) : (
        <BranchContent page={page} branch={page.branch} u={u} />
      )}
    </section>
  );
}
