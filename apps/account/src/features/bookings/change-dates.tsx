// Changing a booking's dates and times (issue 14 §6): the customer picks new dates (in the market's
// date pattern) and times, sees the new price and the difference first (POST …/changes/quote: same
// branches, vehicle, protection and extras), and only then confirms (POST …/changes with the total
// seen, so a price that moved meanwhile is shown again rather than charged).
import { asApiError, dataOf } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { parseDay } from '@rental/markets/formatters';
import {
  Button,
  FormField,
  Notice,
  SelectField,
  type UseFormReturn,
  useController,
  useSchemaForm,
} from '@rental/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { AccountForm, applyFieldErrors } from '../../shared/account-form.tsx';
import { useAppServices } from '../../shared/app-services.tsx';
import { failureKey } from '../../shared/failure-key.ts';
import { type AccountFormatters, accountFormatters } from '../../shared/format.ts';
import type { BookingDetail } from './booking-status.ts';

type Quote = {
  pickupDate: string;
  returnDate: string;
  days: number;
  currentTotal: { amountMinor: number; currency: string };
  newTotal: { amountMinor: number; currency: string };
  difference: { amountMinor: number; currency: string };
};

interface Props {
  booking: BookingDetail;
  onDone: (booking: BookingDetail) => void;
  onClose: () => void;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Every half hour of the day, 'HH:mm' (the booking engine's steps). */
const halfHours = Array.from({ length: 48 }, (_, i) => `${pad(Math.floor(i / 2))}:${i % 2 ? '30' : '00'}`);

/** The change form's schema: days in the market's pattern, the return after the pickup. */
export function changeSchema(
  pattern: string,
  m: { required: string; invalidDate: string; returnBefore: string },
) {
  const day = z.string().check(
    z.refine((v) => v.trim() !== '', { error: m.required, abort: true }),
    z.refine((v) => parseDay(v.trim(), pattern) !== null, { error: m.invalidDate }),
  );
  return z
    .object({
      /** Pickup day as typed, in the market's numeric date pattern. */
      pickupDay: day,
      /** Pickup time, 'HH:mm'. */
      pickupTime: z.string(),
      /** Return day as typed. */
      returnDay: day,
      /** Return time, 'HH:mm'. */
      returnTime: z.string(),
    })
    .check(
      z.refine(
        (v) => {
          const from = parseDay(v.pickupDay.trim(), pattern);
          const to = parseDay(v.returnDay.trim(), pattern);
          return from === null || to === null || `${to}T${v.returnTime}` > `${from}T${v.pickupTime}`;
        },
        { error: m.returnBefore, path: ['returnDay'] },
      ),
    );
}

type Values = z.infer<ReturnType<typeof changeSchema>>;

export function ChangeDates({ booking, onDone, onClose }: Props) {
  const { t } = useTranslation('account');
  const { api, context } = useAppServices();
  const f = useMemo(() => accountFormatters(context), [context]);
  const pattern = context.market.formats.date;
  const [quote, setQuote] = useState<Quote | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = booking.reservationNumber;
  const schema = useMemo(
    () =>
      changeSchema(pattern, {
        required: t('rules.required'),
        invalidDate: t('change.invalidDate', { pattern }),
        returnBefore: t('change.returnBefore'),
      }),
    [pattern, t],
  );
  const form = useSchemaForm(schema, {
    mode: 'onTouched',
    defaultValues: {
      pickupDay: f.dayOf(booking.pickup.at),
      pickupTime: booking.pickup.at.slice(11, 16),
      returnDay: f.dayOf(booking.return.at),
      returnTime: booking.return.at.slice(11, 16),
    },
  });
  // Each step (the form, the quote) replaces the last: its heading takes the focus so it is announced.
  const step = quote ? 'quote' : 'form';
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus again on each step change.
  useEffect(() => heading.current?.focus(), [step]);

  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    const pickupDate = `${parseDay(v.pickupDay.trim(), pattern)}T${v.pickupTime}`;
    const returnDate = `${parseDay(v.returnDay.trim(), pattern)}T${v.returnTime}`;
    try {
      const answer = await dataOf(
        api.POST('/v1/rentalreservations/{id}/changes/quote', {
          params: { path: { id } },
          body: { pickupDate, returnDate },
        }),
      );
      setQuote(answer.quote);
    } catch (error) {
      const e = asApiError(error);
      const fields = { pickupDate: 'pickupDay', returnDate: 'returnDay' };
      if (e.code === 'branch_closed') {
        const field = e.fields.returnDate ? 'returnDay' : 'pickupDay';
        form.setError(field, { message: t('change.branchClosed') });
      } else if (!applyFieldErrors(form, e, fields)) setFailure(refusal(e, t));
      setFailure(refusal(e, t));
    }
  });

  const confirm = async () => {
    if (!quote) return;
    setBusy(true);
    setFailure(null);
    try {
      const { booking: next } = await dataOf(
        api.POST('/v1/rentalreservations/{id}/changes', {
          params: { path: { id } },
          body: { pickupDate: quote.pickupDate, returnDate: quote.returnDate, expectedTotal: quote.newTotal },
        }),
      );
      onDone(next);
    } catch (error) {
      const e = asApiError(error);
      if (e.code === 'price_changed') {
        setQuote(null);
        setFailure(t('change.priceChanged'));
      } else setFailure(refusal(e, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="account__confirm" aria-labelledby="change-title" data-step="change">
      <h3 id="change-title" tabIndex={-1} ref={heading}>
        {quote ? t('change.quoteTitle') : t('change.title')}
      </h3>
      {quote ? (
        <>
          {failure ? <Notice tone="error">{failure}</Notice> : null}
          <QuoteFacts quote={quote} f={f} />
          <div className="account__actions">
            <Button onPress={confirm} isPending={busy}>
              {t('change.confirm')}
            </Button>
            <Button variant="secondary" onPress={() => setQuote(null)} isDisabled={busy}>
              {t('change.other')}
            </Button>
            <Button variant="secondary" onPress={onClose} isDisabled={busy}>
              {t('change.keep')}
            </Button>
          </div>
        </>
      ) : (
        <AccountForm
          form={form}
          onSubmit={submit}
          failure={failure}
          submitLabel={t('change.quote')}
          fields={[
            { path: 'pickupDay', id: 'change-pickup-day', label: t('change.pickupDay') },
            { path: 'pickupTime', id: 'change-pickup-time', label: t('change.pickupTime') },
            { path: 'returnDay', id: 'change-return-day', label: t('change.returnDay') },
            { path: 'returnTime', id: 'change-return-time', label: t('change.returnTime') },
          ]}
          actions={
            <Button variant="secondary" onPress={onClose}>
              {t('change.keep')}
            </Button>
          }
        >
          <p>{t('change.intro')}</p>
          <div className="account__pair">
            <FormField
              form={form}
              name="pickupDay"
              id="change-pickup-day"
              label={t('change.pickupDay')}
              hint={t('change.dateHint', { pattern })}
              autoComplete="off"
              isRequired
            />
            <TimeSelect
              form={form}
              name="pickupTime"
              id="change-pickup-time"
              label={t('change.pickupTime')}
              f={f}
            />
          </div>
          <div className="account__pair">
            <FormField
              form={form}
              name="returnDay"
              id="change-return-day"
              label={t('change.returnDay')}
              hint={t('change.dateHint', { pattern })}
              autoComplete="off"
              isRequired
            />
            <TimeSelect
              form={form}
              name="returnTime"
              id="change-return-time"
              label={t('change.returnTime')}
              f={f}
            />
          </div>
        </AccountForm>
      )}
    </section>
  );
}

function QuoteFacts({ quote, f }: { quote: Quote; f: AccountFormatters }) {
  const { t } = useTranslation('account');
  const diff = quote.difference.amountMinor;
  const amount = f.money({ ...quote.difference, amountMinor: Math.abs(diff) });
  return (
    <dl className="account__facts" data-quote>
      <dt>{t('bookings.pickup')}</dt>
      <dd>{f.moment(quote.pickupDate)}</dd>
      <dt>{t('bookings.return')}</dt>
      <dd>{f.moment(quote.returnDate)}</dd>
      <dt>{t('change.currentTotal')}</dt>
      <dd>{f.money(quote.currentTotal)}</dd>
      <dt>{t('change.newTotal')}</dt>
      <dd data-field="new-total">{f.money(quote.newTotal)}</dd>
      <dt>{t('change.difference')}</dt>
      <dd data-field="difference">
        {diff > 0 ? t('change.more', { amount }) : diff < 0 ? t('change.less', { amount }) : t('change.same')}
      </dd>
    </dl>
  );
}

interface TimeProps {
  form: UseFormReturn<Values>;
  name: 'pickupTime' | 'returnTime';
  id: string;
  label: string;
  f: AccountFormatters;
}

function TimeSelect({ form, name, id, label, f }: TimeProps) {
  const { field } = useController({ control: form.control, name });
  const options = useMemo(
    () => halfHours.map((v) => ({ value: v, label: f.timeOf(`2000-01-01T${v}`) })),
    [f],
  );
  // A booked time off the half-hour grid stays choosable.
  const all = options.some((o) => o.value === field.value)
    ? options
    : [{ value: field.value, label: f.timeOf(`2000-01-01T${field.value}`) }, ...options];
  return (
    <SelectField
      id={id}
      name={name}
      label={label}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      options={all}
      selectRef={field.ref}
    />
  );
}

/** The app's words for the API's refusals of a change (its own texts are English). */
function refusal(e: ReturnType<typeof asApiError>, t: (key: string) => string): string {
  const known: Record<string, string> = {
    not_available: 'change.notAvailable',
    not_changeable: 'change.notChangeable',
  };
  const key = known[e.code] ?? failureKey(e);
  // A rule the app does not know by code: the API's own sentence is better than none.
  return key ? t(key) : e.message;
}
