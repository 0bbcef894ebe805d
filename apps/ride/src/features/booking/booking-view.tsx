// The booking view (issue 18 §1): pickup and destination from the place search, now or later in the
// market's clock, passengers and bags; "See prices" asks for the three classes (POST /v1/ride/quotes), a
// promo code re-prices them; Book (POST /v1/ride/rides) needs a signed-in customer: signed out, the
// inline sign-in appears under the choice and the booking carries on once signed in, with everything
// entered kept. Field problems (the schema's or the API's `fields`) show on their fields and in the summary.
import { asApiError } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import {
  Button,
  ErrorSummary,
  Notice,
  summaryItems,
  TextField,
  useController,
  useSchemaForm,
  useWatch,
} from '@rental/ui';
import { DateField } from '@rental/ui/date-field';
import { useEffect, useMemo, useState } from 'react';
import { dayOf, slotText, timeSlots } from '../../shared/format.ts';
import { announceRideChange } from '../../shared/ride-events.ts';
import type { Quote, Ride, RidePlace, VehicleClass } from '../../shared/ride-types.ts';
import { useRide } from '../../shared/services.tsx';
import { useSession } from '../../shared/session.tsx';
import { InlineSignIn } from '../../shared/sign-in.tsx';
import { errorKey } from '../../shared/status.tsx';
import { ViewHeading } from '../../shared/view-heading.tsx';
import { apiFieldMap, type BookingValues, bookingSchema, limits, quoteRequestOf } from './booking-schema.ts';
import { type Handoff, placeFieldIds, seePricesId } from './handoff.ts';
import { PlaceCombobox } from './place-combobox.tsx';
import { RideOptions } from './ride-options.tsx';
import { Stepper } from './stepper.tsx';

interface Props {
  /** Places to book again (from a ride of the list); applied also while the form is already shown. */
  rebook?: { pickup: RidePlace; destination: RidePlace } | undefined;
  /** The ride is booked: show it. */
  onBooked: (ride: Ride) => void;
  /** What the visitor typed in the static first view (handoff.ts). */
  handoff?: Handoff | undefined;
}

interface Priced {
  quote: Quote;
  /** The request it answers, without the promo code: a change of route, time or party makes it stale. */
  key: string;
}

const ids = {
  ...placeFieldIds,
  day: 'ride-day',
  time: 'ride-time',
  passengers: 'ride-passengers',
  luggage: 'ride-luggage',
  promoCode: 'ride-promo',
} as const;

/** The control of a form field (the time has no error of its own: the day's message covers both). */
const idOf = (field: keyof BookingValues): string => (field === 'when' ? ids.day : ids[field]);

/** The first time slot at least 30 minutes from now. */
function laterDefault(now: Date): { day: string; time: string } {
  const at = new Date(now.getTime() + 30 * 60_000);
  const minutes = Math.ceil((at.getHours() * 60 + at.getMinutes()) / 15) * 15;
  const day = new Date(at.getFullYear(), at.getMonth(), at.getDate(), 0, minutes);
  return {
    day: dayOf(day),
    time: `${String(day.getHours()).padStart(2, '0')}:${String(day.getMinutes()).padStart(2, '0')}`,
  };
}

export function BookingView({ rebook, onBooked, handoff }: Props) {
  const { t } = useTranslation('ride');
  const { ride: rideApi, fmt, context } = useRide();
  const session = useSession();
  const schema = useMemo(
    () =>
      bookingSchema({
        pickupRequired: t('booking.errors.pickupRequired'),
        destinationRequired: t('booking.errors.destinationRequired'),
        samePlace: t('booking.errors.samePlace'),
        dayRequired: t('booking.errors.dayRequired'),
        past: t('booking.errors.past'),
        tooFar: t('booking.errors.tooFar', { count: limits.daysAhead }),
        promoInvalid: t('booking.errors.promoInvalid'),
        passengers: t('booking.errors.passengers', { max: limits.passengers[1] }),
        luggage: t('booking.errors.luggage', { max: limits.luggage[1] }),
      }),
    [t],
  );
  const later = useMemo(() => laterDefault(new Date()), []);
  const form = useSchemaForm<BookingValues>(schema, {
    defaultValues: {
      pickup: rebook?.pickup ?? null,
      destination: rebook?.destination ?? null,
      when: 'now',
      day: later.day,
      time: later.time,
      passengers: 1,
      luggage: 0,
      promoCode: '',
    },
  });
  const values = useWatch({ control: form.control }) as BookingValues;
  const pickup = useController({ control: form.control, name: 'pickup' });
  const destination = useController({ control: form.control, name: 'destination' });
  const promo = useController({ control: form.control, name: 'promoCode' });
  const { errors, submitCount } = form.formState;

  const [priced, setPriced] = useState<Priced | null>(null);
  const [quoting, setQuoting] = useState(false);
  const [chosen, setChosen] = useState<VehicleClass | null>(null);
  const [classError, setClassError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [bookFailure, setBookFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [signInShown, setSignInShown] = useState(false);
  const [booking, setBooking] = useState(false);

  const currentKey = JSON.stringify(quoteRequestOf(values, false));
  const quote = priced && priced.key === currentKey ? priced.quote : null;

  // Rebook while the form is already shown: the places change, everything else stays.
  useEffect(() => {
    if (!rebook) return;
    form.setValue('pickup', rebook.pickup);
    form.setValue('destination', rebook.destination);
    form.clearErrors(['pickup', 'destination']);
    setNotice(t('booking.rebooked', { pickup: rebook.pickup.label, destination: rebook.destination.label }));
    // The form may be below the list the customer was in: take them to it (its heading, as on a view change).
    const heading = document.getElementById('ride-booking-title');
    if (heading && heading !== document.activeElement) {
      heading.focus({ preventScroll: true });
      heading.scrollIntoView?.({ block: 'start' });
    }
  }, [rebook, form, t]);

  const requestQuote = async (v: BookingValues, withPromo: boolean, message?: string) => {
    setFailure(null);
    setClassError(undefined);
    setQuoting(true);
    try {
      const next = await rideApi.quote(quoteRequestOf(v, withPromo));
      setPriced({ quote: next, key: JSON.stringify(quoteRequestOf(v, false)) });
      setChosen((c) => (next.options.some((o) => o.vehicleClass === c && o.available) ? c : null));
      const status = next.promo?.status;
      if (status === 'unknown' || status === 'used')
        form.setError('promoCode', { message: t(`promo.${status}`, { code: next.promo?.code ?? '' }) });
      // The prices arrive below the form: say so where the customer is.
      setNotice(
        message ?? t('booking.pricesReady', { count: next.options.filter((o) => o.available).length }),
      );
      return next;
    } catch (error) {
      const e = asApiError(error);
      let placed = false;
      for (const [field, message] of Object.entries(e.fields)) {
        const target = apiFieldMap[field];
        if (target) {
          form.setError(target, { message });
          placed = true;
        }
      }
      // A market without a ride line answers 404 ride_not_offered with its own message.
      if (!placed)
        setFailure(
          e.kind === 'invalid-request' || e.code === 'ride_not_offered' ? e.message : t(errorKey(e)),
        );
      else document.getElementById(idOf(apiFieldMap[Object.keys(e.fields)[0] ?? ''] ?? 'pickup'))?.focus();
      return null;
    } finally {
      setQuoting(false);
    }
  };

  const seePrices = form.handleSubmit((v) => requestQuote(v, v.promoCode.trim() !== ''));
  // The field that had the focus in the static first view has it again; "See prices" pressed there is
  // pressed now (with no place chosen yet, the summary says what is missing).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the app takes the view over.
  useEffect(() => {
    if (handoff?.clicked === seePricesId) void seePrices();
    else if (handoff?.focused) document.getElementById(handoff.focused)?.focus();
  }, []);

  const applyPromo = form.handleSubmit((v) => {
    if (v.promoCode.trim() === '') {
      form.setError('promoCode', { message: t('booking.errors.promoEmpty') });
      return;
    }
    return requestQuote(v, true);
  });

  const book = async (current: Quote) => {
    const vehicleClass = chosen;
    if (!vehicleClass) {
      setClassError(t('booking.errors.chooseClass'));
      document.getElementById('ride-class-economy')?.focus();
      return;
    }
    if (session.state.status !== 'signed-in') {
      setSignInShown(true);
      return;
    }
    setBooking(true);
    setBookFailure(null);
    try {
      const code = current.promo?.status === 'applied' ? current.promo.code : undefined;
      const ride = await rideApi.book({
        quoteId: current.quoteId,
        vehicleClass,
        ...(code ? { promoCode: code } : {}),
      });
      announceRideChange();
      onBooked(ride);
    } catch (error) {
      const e = asApiError(error);
      if (e.status === 401) {
        session.reload();
        setSignInShown(true);
      } else if (e.status === 410) {
        // quote_expired: the prices are older than 10 minutes.
        const v = form.getValues();
        await requestQuote(v, v.promoCode.trim() !== '', t('booking.expired'));
      } else if (e.status === 409 || e.fields.promoCode) {
        // promo_used (nothing was booked): priced again, the code shows why on its field.
        await requestQuote(form.getValues(), true);
      } else if (e.fields.vehicleClass) {
        setClassError(e.fields.vehicleClass);
      } else {
        // The API's messages are in the page's language (Accept-Language); ours for what has none.
        setBookFailure(e.kind === 'invalid-request' ? e.message : t(errorKey(e)));
      }
    } finally {
      setBooking(false);
    }
  };

  // Signed in from the inline form: carry on. A code that needed the sign-in is priced again first, so
  // the customer sees the price they will pay before booking.
  const signedIn = session.state.status === 'signed-in';
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the customer signs in.
  useEffect(() => {
    if (!signedIn || !signInShown) return;
    setSignInShown(false);
    if (!quote) return;
    if (quote.promo?.status === 'sign-in-required') {
      void requestQuote(form.getValues(), true, t('booking.signedInRequoted'));
    } else void book(quote);
  }, [signedIn]);

  const items = summaryItems(errors, [
    { path: 'pickup', id: ids.pickup, label: t('booking.pickup') },
    { path: 'destination', id: ids.destination, label: t('booking.destination') },
    { path: 'day', id: ids.day, label: t('booking.day') },
    { path: 'passengers', id: ids.passengers, label: t('booking.passengers') },
    { path: 'luggage', id: ids.luggage, label: t('booking.luggage') },
    { path: 'promoCode', id: ids.promoCode, label: t('booking.promo') },
  ]);
  const discount =
    quote?.options.find((o) => o.vehicleClass === chosen && o.discount)?.discount ??
    quote?.options.find((o) => o.discount)?.discount;
  const promoResult = quote?.promo;

  return (
    <section aria-labelledby="ride-booking-title" className="ride__view ride__booking">
      <ViewHeading id="ride-booking-title">{t('booking.title')}</ViewHeading>
      <form noValidate onSubmit={seePrices} className="ride__form">
        <ErrorSummary
          title={t('form.summary', { count: items.length })}
          focusKey={submitCount}
          items={items}
        />
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        <div className="ride__places">
          <PlaceCombobox
            id={ids.pickup}
            label={t('booking.pickup')}
            value={pickup.field.value}
            initialText={handoff?.pickup}
            onChange={(place) => pickup.field.onChange(place)}
            error={errors.pickup?.message}
          />
          <PlaceCombobox
            id={ids.destination}
            label={t('booking.destination')}
            value={destination.field.value}
            initialText={handoff?.destination}
            onChange={(place) => destination.field.onChange(place)}
            error={errors.destination?.message}
          />
        </div>
        <fieldset className="ride__when">
          <legend className="ui-label">{t('booking.when')}</legend>
          <div className="ride__choices">
            {(['now', 'later'] as const).map((w) => (
              <label key={w} className="ride__choice">
                <input
                  type="radio"
                  name="ride-when"
                  value={w}
                  checked={values.when === w}
                  onChange={() => form.setValue('when', w, { shouldValidate: submitCount > 0 })}
                />
                {t(`booking.${w}`)}
              </label>
            ))}
          </div>
          {values.when === 'later' ? (
            <div className="ride__datetime">
              <DateField
                id={ids.day}
                label={t('booking.day')}
                className="ride__field"
                value={values.day}
                onChange={(day) => form.setValue('day', day, { shouldValidate: submitCount > 0 })}
                pattern={context.market.formats.date}
                locale={context.locale}
                firstDaySunday={context.market.formats.isFirstDaySunday}
                min={dayOf(new Date())}
                hint={t('booking.dayHint', { pattern: context.market.formats.date })}
                error={errors.day?.message}
                labels={{
                  openCalendar: t('booking.openCalendar'),
                  calendar: t('booking.calendar'),
                  previousMonth: t('booking.previousMonth'),
                  nextMonth: t('booking.nextMonth'),
                  invalid: t('booking.errors.dayInvalid', { pattern: context.market.formats.date }),
                }}
              />
              <div className="ui-field ride__field">
                <label htmlFor={ids.time} className="ui-label">
                  {t('booking.time')}
                </label>
                <select
                  id={ids.time}
                  className="ui-select"
                  value={values.time}
                  onChange={(e) => form.setValue('time', e.target.value, { shouldValidate: submitCount > 0 })}
                >
                  {timeSlots(15).map((slot) => (
                    <option key={slot} value={slot}>
                      {slotText(fmt, slot)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          ) : null}
        </fieldset>
        <div className="ride__party">
          <Stepper
            id={ids.passengers}
            label={t('booking.passengers')}
            value={values.passengers}
            min={limits.passengers[0]}
            max={limits.passengers[1]}
            onChange={(n) => form.setValue('passengers', n, { shouldValidate: submitCount > 0 })}
            fewer={t('booking.fewerPassengers')}
            more={t('booking.morePassengers')}
            error={errors.passengers?.message}
          />
          <Stepper
            id={ids.luggage}
            label={t('booking.luggage')}
            value={values.luggage}
            min={limits.luggage[0]}
            max={limits.luggage[1]}
            onChange={(n) => form.setValue('luggage', n, { shouldValidate: submitCount > 0 })}
            fewer={t('booking.fewerBags')}
            more={t('booking.moreBags')}
            error={errors.luggage?.message}
          />
        </div>
        <Button type="submit" id={seePricesId} isPending={quoting}>
          {quoting ? t('booking.pricing') : t('booking.seePrices')}
        </Button>
      </form>
      <p className="ride__notice" role="status" aria-live="polite">
        {notice}
      </p>
      {quote ? (
        <div className="ride__quote">
          <RideOptions
            quote={quote}
            chosen={chosen}
            onChoose={(c) => {
              setChosen(c);
              setClassError(undefined);
            }}
            error={classError}
            party={{ passengers: values.passengers, luggage: values.luggage }}
          />
          <form
            className="ride__promo"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void applyPromo();
            }}
          >
            <TextField
              id={ids.promoCode}
              label={t('booking.promo')}
              hint={t('booking.promoHint')}
              value={promo.field.value}
              onChange={(v) => {
                promo.field.onChange(v);
                form.clearErrors('promoCode');
              }}
              onBlur={promo.field.onBlur}
              inputRef={promo.field.ref}
              error={errors.promoCode?.message}
              autoComplete="off"
              maxLength={20}
              dir="ltr"
            />
            <Button type="submit" variant="secondary" isPending={quoting}>
              {t('booking.apply')}
            </Button>
          </form>
          {promoResult?.status === 'applied' && discount ? (
            <Notice>{t('promo.applied', { code: promoResult.code, amount: fmt.money(discount) })}</Notice>
          ) : null}
          {promoResult?.status === 'sign-in-required' ? (
            <Notice>
              {t('promo.sign-in-required', {
                code: promoResult.code,
                amount: discount ? fmt.money(discount) : '',
              })}
            </Notice>
          ) : null}
          {bookFailure ? <Notice tone="error">{bookFailure}</Notice> : null}
          <Button onPress={() => void book(quote)} isPending={booking} isDisabled={quoting}>
            {booking
              ? t('booking.booking')
              : chosen
                ? t('booking.bookClass', { name: t(`classes.${chosen}.name`) })
                : t('booking.book')}
          </Button>
          {signInShown && session.state.status !== 'signed-in' ? (
            <InlineSignIn intro={t('booking.signInIntro')} />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
