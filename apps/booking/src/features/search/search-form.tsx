// The booking search (spec §1): pickup branch (default: the geoip market's main airport), optional
// other return branch, pickup and return date and time in the market's formats from initialDate,
// vehicle type where the market offers vans; closed days reset with spec §8's message.
import { dataOf } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { toDigits } from '@rental/markets/formatters';
import { isClosedOn, isOpenAt, isRentalTooLong, maxRentalDays, rentalMinutes } from '@rental/markets/rules';
import { ExperimentVariations } from '@rental/remote-apps/react';
import { DateField } from '@rental/ui/date-field';
import { type FormEvent, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Branch } from '../../shared/api-types.ts';
import { useBooking } from '../../shared/booking-services.tsx';
import {
  addDays,
  defaultTrip,
  joinDateTime,
  laterDay,
  minimumDay,
  timeSlots,
  toDate,
} from '../../shared/dates.ts';
import { searchButtonExperiment } from '../../shared/experiments.ts';
import type { SearchState, VehicleType } from '../../shared/route.ts';
import { BranchCombobox, type PickedBranch } from './branch-combobox.tsx';
import type { Handoff } from './handoff.ts';

interface Props {
  /** The search from the address (may be partial). */
  initial: Partial<SearchState>;
  /** Called with a complete, valid search. */
  onSubmit: (search: SearchState) => void;
  /** Called on every change, to keep the address in step. */
  onDraft?: (search: Partial<SearchState>) => void;
  /** Heading level and text of the form. */
  heading: string;
  headingLevel?: 2 | 3;
  /** Makes the form usable (bench mark, tests). */
  onReady?: () => void;
  /** The booking-engine card: visually hidden title, one row on wide screens (fits the reserved space). */
  compact?: boolean;
  /**
   * Rendered as the static first view at build time (issue 16): no "finding the nearest branch" while
   * nothing looks for it, and the default days marked for the host to write the visitor's today.
   */
  staticView?: boolean;
  /** What the visitor did in the static first view before this form took over. */
  handoff?: Handoff | undefined;
}

type Errors = Partial<Record<'branch' | 'returnBranch' | 'pickup' | 'return', string>>;

/** The last day on or before `day` the branch is open (at most a month back). */
function previousOpenDay(branch: Branch, day: string): string {
  let d = day;
  for (let i = 0; i < 31 && isClosedOn(branch, d); i++) d = addDays(d, -1);
  return d;
}

/** The first day on or after `day` the branch is open (at most a month ahead). */
function nextOpenDay(branch: Branch | undefined, day: string): string {
  if (!branch) return day;
  let d = day;
  for (let i = 0; i < 31 && isClosedOn(branch, d); i++) d = addDays(d, 1);
  return d;
}

export function SearchForm({
  initial,
  onSubmit,
  onDraft,
  heading,
  headingLevel = 2,
  onReady,
  compact = false,
  staticView = false,
  handoff,
}: Props) {
  const { t } = useTranslation('booking');
  const { api, context, market, fmt } = useBooking();
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;
  const defaults = useMemo(() => defaultTrip(market.initialDate), [market.initialDate]);
  const min = minimumDay();

  const [pickupBranch, setPickupBranch] = useState<PickedBranch | undefined>(
    initial.branchId ? { id: initial.branchId, name: initial.branchName ?? '' } : undefined,
  );
  const [otherReturn, setOtherReturn] = useState(
    handoff?.otherReturn ?? initial.returnBranchId !== undefined,
  );
  const [returnBranch, setReturnBranch] = useState<PickedBranch | undefined>(
    initial.returnBranchId ? { id: initial.returnBranchId, name: initial.returnBranchName ?? '' } : undefined,
  );
  const [pickup, setPickup] = useState(() => {
    const at = initial.pickup ?? defaults.pickup;
    return handoff?.pickupTime ? joinDateTime(at.slice(0, 10), handoff.pickupTime) : at;
  });
  const [ret, setRet] = useState(() => {
    const at = initial.return ?? defaults.return;
    return handoff?.returnTime ? joinDateTime(at.slice(0, 10), handoff.returnTime) : at;
  });
  const [vehicleType, setVehicleType] = useState<VehicleType>(
    handoff?.vehicleType ?? initial.vehicleType ?? 'car',
  );
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState('');
  const [details, setDetails] = useState<{ pickup?: Branch; return?: Branch }>({});
  const [defaultState, setDefaultState] = useState<'idle' | 'loading' | 'failed'>(
    initial.branchId || staticView ? 'idle' : 'loading',
  );
  const readyOnce = useRef(false);
  // Once the customer types in the pickup field, the geoip default must not fill it in (issue 23).
  const pickupTyped = useRef(handoff?.branchText !== undefined);

  // The first view's focus and caret carry over, in the commit that replaces it (no key goes astray).
  const handoffFocus = useRef(handoff?.focus);
  useLayoutEffect(() => {
    const focus = handoffFocus.current;
    handoffFocus.current = undefined;
    const target = focus && document.getElementById(`${ids}-${focus.field}`);
    if (!focus || !target) return;
    target.focus();
    if (target instanceof HTMLInputElement && focus.start !== null)
      target.setSelectionRange(focus.start, focus.end ?? focus.start);
  }, [ids]);

  // spec §1: the nearest market default from geoip when the address names no branch.
  useEffect(() => {
    if (initial.branchId) return;
    const controller = new AbortController();
    (async () => {
      const geo = await dataOf(api.GET('/v1/apps/geoip', { signal: controller.signal }));
      const country = geo.market.countryCode;
      const first = async (kind?: 'airport') =>
        (
          await dataOf(
            api.GET('/v1/branch/next/stations', {
              params: { query: { countryCode: country, ...(kind ? { kind } : {}), limit: 1 } },
              signal: controller.signal,
            }),
          )
        ).stations[0];
      return (await first('airport')) ?? (await first());
    })().then(
      (branch) => {
        if (controller.signal.aborted) return;
        setDefaultState('idle');
        // Nor while the customer is in the field: the name would land under their cursor, mid-typing.
        const inField = document.activeElement?.id === `${ids}-branch`;
        if (branch && !pickupTyped.current && !inField) {
          // Checked and written in one task: rendered at once, the field cannot gain focus in between.
          flushSync(() => {
            setPickupBranch((current) => current ?? { id: branch.id, name: branch.name });
            setDetails((d) => ({ ...d, pickup: branch }));
          });
        }
      },
      () => {
        if (!controller.signal.aborted) setDefaultState('failed');
      },
    );
    return () => controller.abort();
  }, [api, initial.branchId, ids]);

  // Opening hours of the chosen branches, for the closed-day rule.
  useEffect(() => {
    const controller = new AbortController();
    for (const [which, branch] of [
      ['pickup', pickupBranch],
      ['return', otherReturn ? returnBranch : undefined],
    ] as const) {
      if (!branch || details[which]?.id === branch.id) continue;
      dataOf(
        api.GET('/v1/branch/next/stations/{branchId}', {
          params: { path: { branchId: branch.id } },
          signal: controller.signal,
        }),
      ).then(
        (r) => setDetails((d) => ({ ...d, [which]: r.station })),
        () => undefined, // The offer search re-checks the dates; the form stays usable without hours.
      );
    }
    return () => controller.abort();
  }, [api, pickupBranch, returnBranch, otherReturn, details]);

  const returnDetails = otherReturn ? details.return : details.pickup;

  // spec §4/§8: a closed day at the chosen branch resets the date with a message. Issue 23: back to the
  // customer's previous valid date (not the market default), and never to a range longer than the rule.
  const lastOpen = useRef<{ pickup?: string; return?: string }>({});
  useEffect(() => {
    let nextPickup = pickup;
    let nextRet = ret;
    let reset = false;
    const previous = lastOpen.current;
    const fits = (from: string, to: string | undefined): to is string =>
      to !== undefined && rentalMinutes(from, to) > 0 && !isRentalTooLong(from, to);
    if (details.pickup && isClosedOn(details.pickup, pickup.slice(0, 10))) {
      const base = previous.pickup?.slice(0, 10) ?? defaults.pickup.slice(0, 10);
      nextPickup = joinDateTime(nextOpenDay(details.pickup, laterDay(base, min)), pickup.slice(11));
      reset = true;
      // The pickup went back, so does the return the form moved with it; never a range the rule refuses.
      nextRet = fits(nextPickup, previous.return)
        ? previous.return
        : fits(nextPickup, nextRet)
          ? nextRet
          : joinDateTime(addDays(nextPickup.slice(0, 10), 3), ret.slice(11));
    }
    if (returnDetails && isClosedOn(returnDetails, nextRet.slice(0, 10))) {
      const later = joinDateTime(nextOpenDay(returnDetails, nextRet.slice(0, 10)), nextRet.slice(11));
      const earlier = joinDateTime(previousOpenDay(returnDetails, nextRet.slice(0, 10)), nextRet.slice(11));
      nextRet = fits(nextPickup, previous.return)
        ? previous.return
        : fits(nextPickup, later)
          ? later
          : earlier;
      reset = true;
    }
    if (reset) {
      if (nextPickup !== pickup) setPickup(nextPickup);
      if (nextRet !== ret) setRet(nextRet);
      setNotice(t('search.closedReset'));
      return;
    }
    const open = (branch: Branch | undefined, at: string) => !branch || !isClosedOn(branch, at.slice(0, 10));
    if (open(details.pickup, pickup) && open(returnDetails, ret)) lastOpen.current = { pickup, return: ret };
  }, [details.pickup, returnDetails, pickup, ret, min, t, defaults]);

  const draft: Partial<SearchState> = {
    branchId: pickupBranch?.id,
    branchName: pickupBranch?.name,
    ...(otherReturn && returnBranch
      ? { returnBranchId: returnBranch.id, returnBranchName: returnBranch.name }
      : {}),
    pickup,
    return: ret,
    vehicleType,
  };
  const draftKey = JSON.stringify(draft);
  const onDraftRef = useRef(onDraft);
  onDraftRef.current = onDraft;
  useEffect(() => {
    onDraftRef.current?.(JSON.parse(draftKey) as Partial<SearchState>);
  }, [draftKey]);

  useEffect(() => {
    if (!readyOnce.current) {
      readyOnce.current = true;
      onReady?.();
    }
  }, [onReady]);

  const validate = (): Errors => {
    const e: Errors = {};
    if (!pickupBranch) e.branch = t('search.errors.branchRequired');
    if (otherReturn && !returnBranch) e.returnBranch = t('search.errors.returnBranchRequired');
    if (pickup.slice(0, 10) < min)
      e.pickup = t('search.errors.beforeMinimum', { date: fmt.dateOf(`${min}T12:00`) });
    else if (details.pickup && !isOpenAt(details.pickup, pickup.slice(0, 10), pickup.slice(11)))
      e.pickup = t('errors.closedAtTime');
    // spec §9: rentals from minutes up to 27 days, the API's rule (@rental/markets/rules).
    // A pickup before the minimum is the one problem to show: the length counted from a past day
    // would add a confusing second error about the maximum (issue 23).
    if (rentalMinutes(pickup, ret) <= 0) e.return = t('search.errors.returnBeforePickup');
    else if (isRentalTooLong(pickup, ret) && pickup.slice(0, 10) >= min)
      e.return = t('search.errors.tooLong', { days: maxRentalDays });
    else if (returnDetails && !isOpenAt(returnDetails, ret.slice(0, 10), ret.slice(11)))
      e.return = t('errors.closedAtTime');
    return e;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const e = validate();
    setErrors(e);
    const firstInvalid = (['branch', 'returnBranch', 'pickup', 'return'] as const).find((k) => e[k]);
    if (firstInvalid) {
      const target = {
        branch: 'branch',
        returnBranch: 'returnBranch',
        pickup: 'pickupDate',
        return: 'returnDate',
      }[firstInvalid];
      document.getElementById(id(target))?.focus();
      return;
    }
    onSubmit({
      branchId: pickupBranch!.id,
      branchName: pickupBranch!.name,
      ...(otherReturn && returnBranch
        ? { returnBranchId: returnBranch.id, returnBranchName: returnBranch.name }
        : {}),
      pickup,
      return: ret,
      vehicleType,
    });
  };

  const slots = timeSlots(15);
  // spec §9: the market's date pattern and first day of the week; the calendar speaks the page's language.
  const pattern = market.formats.date;
  // The first view's default days, marked for the host: it writes them for the visitor's today.
  const digits = toDigits('0123456789', fmt.numberingSystem);
  const dayData = (day: string) =>
    staticView
      ? {
          'data-day-offset': String(
            Math.round((toDate(`${day}T12:00`).getTime() - toDate(`${min}T12:00`).getTime()) / 86_400_000),
          ),
          'data-day-pattern': market.formats.date,
          'data-day-digits': digits,
        }
      : undefined;
  const dateFieldOf = (label: string) => ({
    label,
    className: 'bk-field bk-date',
    calendarClassName: 'bk-calendar',
    pattern,
    locale: context.locale,
    numberingSystem: fmt.numberingSystem,
    firstDaySunday: market.formats.isFirstDaySunday,
    hint: t('search.dateHint', { pattern }),
    labels: {
      openCalendar: t('search.openCalendar', { field: label }),
      calendar: t('search.calendarLabel', { field: label }),
      previousMonth: t('search.previousMonth'),
      nextMonth: t('search.nextMonth'),
      marked: t('search.closedDay'),
      invalid: t('search.invalidDate', { pattern }),
    },
  });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const vehicleOptions: VehicleType[] = market.offersVans ? ['car', 'van', 'truck'] : ['car'];

  return (
    <form
      className={compact ? 'bk-search bk-search--compact' : 'bk-search'}
      onSubmit={submit}
      noValidate
      aria-labelledby={id('heading')}
      data-booking-search
    >
      <Heading id={id('heading')} className={compact ? 'bk-sr' : 'bk-search__title'}>
        {heading}
      </Heading>
      {vehicleOptions.length > 1 && (
        <fieldset className="bk-segmented">
          <legend>{t('search.vehicleType')}</legend>
          {vehicleOptions.map((v) => (
            <label key={v} className="bk-segmented__option">
              <input
                type="radio"
                id={id(`vehicleType-${v}`)}
                name={id('vehicleType')}
                value={v}
                checked={vehicleType === v}
                onChange={() => setVehicleType(v)}
              />
              <span>{t(`search.vehicle.${v}`)}</span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="bk-search__branches">
        <BranchCombobox
          inputId={id('branch')}
          label={t('search.pickupBranch')}
          initialText={handoff?.branchText}
          value={pickupBranch}
          onChange={(b) => {
            if (!b) pickupTyped.current = true;
            setPickupBranch(b);
            if (b) setErrors((e) => ({ ...e, branch: undefined }));
          }}
          error={errors.branch}
          // In the field, not below it: a line coming and going would shift the form (CLS).
          placeholder={defaultState === 'loading' && !pickupBranch ? t('search.findingDefault') : undefined}
        />
        <label className="bk-check">
          <input
            type="checkbox"
            id={id('otherReturn')}
            checked={otherReturn}
            onChange={(e) => setOtherReturn(e.target.checked)}
          />
          <span>{t('search.differentReturn')}</span>
        </label>
        {otherReturn && (
          <BranchCombobox
            inputId={id('returnBranch')}
            label={t('search.returnBranch')}
            value={returnBranch}
            onChange={(b) => {
              setReturnBranch(b);
              if (b) setErrors((e) => ({ ...e, returnBranch: undefined }));
            }}
            error={errors.returnBranch}
          />
        )}
      </div>
      <div className="bk-search__dates">
        <div className="bk-datetime">
          <DateField
            {...dateFieldOf(t('search.pickupDate'))}
            id={id('pickupDate')}
            value={pickup.slice(0, 10)}
            initialText={handoff?.pickupDateText}
            inputData={dayData(pickup.slice(0, 10))}
            min={min}
            isMarked={details.pickup ? (d) => isClosedOn(details.pickup!, d) : undefined}
            onChange={(day) => {
              setNotice('');
              setErrors((e) => ({ ...e, pickup: undefined }));
              setPickup(joinDateTime(day, pickup.slice(11)));
              // Keep the return after the pickup.
              if (joinDateTime(day, pickup.slice(11)) >= ret)
                setRet(joinDateTime(addDays(day, 3), ret.slice(11)));
            }}
            error={errors.pickup}
          />
          <div className="bk-field">
            <label htmlFor={id('pickupTime')}>{t('search.pickupTime')}</label>
            <select
              id={id('pickupTime')}
              value={pickup.slice(11)}
              onChange={(e) => setPickup(joinDateTime(pickup.slice(0, 10), e.target.value))}
            >
              {slots.map((s) => (
                <option key={s} value={s}>
                  {fmt.timeOf(`2000-01-01T${s}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="bk-datetime">
          <DateField
            {...dateFieldOf(t('search.returnDate'))}
            id={id('returnDate')}
            value={ret.slice(0, 10)}
            initialText={handoff?.returnDateText}
            inputData={dayData(ret.slice(0, 10))}
            min={laterDay(pickup.slice(0, 10), min)}
            isMarked={returnDetails ? (d) => isClosedOn(returnDetails, d) : undefined}
            onChange={(day) => {
              setNotice('');
              setErrors((e) => ({ ...e, return: undefined }));
              setRet(joinDateTime(day, ret.slice(11)));
            }}
            error={errors.return}
          />
          <div className="bk-field">
            <label htmlFor={id('returnTime')}>{t('search.returnTime')}</label>
            <select
              id={id('returnTime')}
              value={ret.slice(11)}
              onChange={(e) => setRet(joinDateTime(ret.slice(0, 10), e.target.value))}
            >
              {slots.map((s) => (
                <option key={s} value={s}>
                  {fmt.timeOf(`2000-01-01T${s}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <div className="bk-notice" role="status" aria-live="polite">
        {notice && (
          <p className="bk-notice__text" data-booking-notice>
            {notice}
          </p>
        )}
      </div>
      <button type="submit" id={id('submit')} className="bk-button bk-button--primary bk-search__submit">
        {/* Issue 25: the search-button experiment. A first view holds every variation the page's language
            can show, and the page's CSS shows the one its inline decision chose before the first paint; the
            live app renders that one alone, in the same box (no swap, no shift). */}
        <ExperimentVariations experiments={context.experiments} experiment={searchButtonExperiment}>
          {{ control: t('search.submit'), 'find-my-car': t('search.findMyCar') }}
        </ExperimentVariations>
      </button>
    </form>
  );
}
