// Lost and found (issue 20 §7; spec §1 customer account): report an item left in a rented vehicle, for
// any visitor with the booking's reservation number and the driver's last name (a signed-in owner's
// report is also listed under their account): what it is, where in the vehicle, a description, and how
// to be contacted. The answer is a report number; the report's state (received, searching, found, not
// found) is listed for a signed-in customer and looked up with the number and last name by anyone.
// The API limits the attempts; an unknown booking and a wrong name get the same answer.
import { asApiError, dataOf, useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import {
  Button,
  ErrorSummary,
  FormField,
  FormSelectField,
  Notice,
  summaryItems,
  useSchemaForm,
} from '@rental/ui';
import { useMemo, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { AfterRentalStrings } from '../../shared/after-rental-strings.tsx';
import { useAppServices } from '../../shared/app-services.tsx';
import { failureKey } from '../../shared/failure-key.ts';
import { ReservationFields } from '../../shared/reservation-fields.tsx';
import {
  emailRule,
  nameRule,
  reservationNumberOf,
  reservationNumberRule,
  ruleMessages,
} from '../../shared/rules.ts';
import { useSession } from '../../shared/session.tsx';
import { ViewHeading } from '../../shared/view-heading.tsx';

const categories = [
  'phone',
  'wallet',
  'keys',
  'bag',
  'documents',
  'electronics',
  'clothing',
  'glasses',
  'jewellery',
  'child_item',
  'other',
] as const;
const locations = [
  'driver_area',
  'front_passenger_area',
  'rear_seats',
  'boot',
  'glovebox',
  'door_pocket',
  'under_seat',
  'unknown',
] as const;
type Category = (typeof categories)[number];
type Location = (typeof locations)[number];

/** A phone number with its country prefix, as the API takes it. */
const phonePattern = /^\+[0-9][0-9 ()/-]{5,24}$/;

export function LostAndFound() {
  return (
    <AfterRentalStrings>
      <LostAndFoundView />
    </AfterRentalStrings>
  );
}

function LostAndFoundView() {
  const { t } = useTranslation('account');
  const session = useSession();
  const signedIn = session.state.status === 'signed-in';
  const [sent, setSent] = useState<string | null>(null);
  return (
    <section aria-labelledby="lost-title" className="account__panel">
      <ViewHeading id="lost-title">{t('lost.title')}</ViewHeading>
      <p>{t('lost.intro')}</p>
      {sent ? (
        <Notice>
          <p tabIndex={-1} ref={(node) => node?.focus()}>
            {t('lost.sent', { reference: sent })}
          </p>
        </Notice>
      ) : null}
      <ReportForm onSent={setSent} />
      {signedIn ? <OwnReports key={sent ?? ''} /> : <CheckReport />}
    </section>
  );
}

function ReportForm({ onSent }: { onSent: (reference: string) => void }) {
  const { t } = useTranslation('account');
  const { api } = useAppServices();
  const session = useSession();
  const email = session.state.status === 'signed-in' ? session.state.user.email : '';
  const [failure, setFailure] = useState<string | null>(null);
  // Only the chosen way of contact is asked for: the two fields' rules read the choice when they run.
  const contact = useRef<'email' | 'phone'>('email');
  const schema = useMemo(() => {
    const m = ruleMessages(t);
    const email = emailRule(m);
    const chosen = (way: 'email' | 'phone') => () => contact.current === way;
    return z.object({
      number: reservationNumberRule(m.required, t('manage.numberInvalid')),
      lastName: nameRule(m.required, m.lastNameMax),
      category: z.string().check(z.refine((v) => v !== '', { error: t('lost.chooseCategory') })),
      location: z.string().check(z.refine((v) => v !== '', { error: t('lost.chooseLocation') })),
      description: z.string().check(
        z.refine((v) => v.trim().length >= 3, { error: t('lost.descriptionMin'), abort: true }),
        z.refine((v) => v.trim().length <= 1000, { error: t('lost.descriptionMax') }),
      ),
      preference: z.string(),
      email: z.string().check(
        z.refine((v) => !chosen('email')() || v.trim() !== '', { error: m.required, abort: true }),
        z.refine((v) => !chosen('email')() || email.safeParse(v).success, { error: m.email }),
      ),
      phone: z.string().check(
        z.refine((v) => !chosen('phone')() || v.trim() !== '', { error: m.required, abort: true }),
        z.refine((v) => !chosen('phone')() || phonePattern.test(v.trim()), { error: t('lost.phoneInvalid') }),
      ),
    });
  }, [t]);
  const form = useSchemaForm(schema, {
    mode: 'onTouched',
    defaultValues: {
      number: '',
      lastName: '',
      category: '',
      location: '',
      description: '',
      preference: 'email',
      email,
      phone: '',
    },
  });
  const preference = form.watch('preference');
  contact.current = preference === 'phone' ? 'phone' : 'email';
  const { errors, isSubmitting, submitCount } = form.formState;
  const items = summaryItems(errors, [
    { path: 'number', id: 'lost-number', label: t('manage.number') },
    { path: 'lastName', id: 'lost-last-name', label: t('manage.lastName') },
    { path: 'category', id: 'lost-category', label: t('lost.category') },
    { path: 'location', id: 'lost-location', label: t('lost.location') },
    { path: 'description', id: 'lost-description', label: t('lost.description') },
    { path: 'email', id: 'lost-email', label: t('fields.email') },
    { path: 'phone', id: 'lost-phone', label: t('lost.phone') },
  ]);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { report } = await dataOf(
        api.POST('/v1/lost-and-found/reports', {
          body: {
            reservationNumber: reservationNumberOf(values.number),
            lastName: values.lastName.trim(),
            category: values.category as Category,
            location: values.location as Location,
            description: values.description.trim(),
            contact:
              values.preference === 'email'
                ? { preference: 'email', email: values.email.trim() }
                : { preference: 'phone', phone: values.phone.trim() },
          },
        }),
      );
      form.reset({ ...form.getValues(), category: '', location: '', description: '' });
      onSent(report.reference);
    } catch (error) {
      const e = asApiError(error);
      // Not found (or not this name): the guest lookup's words. A booking whose rental has not started
      // yet and other refusals: the API's own message, in the page's language.
      const known = failureKey(e);
      setFailure(
        e.status === 404
          ? t('manage.notFound')
          : known
            ? t(known)
            : e.status >= 400 && e.status < 500
              ? e.message
              : t('errors.unavailable'),
      );
    }
  });
  return (
    <form noValidate onSubmit={submit} className="account__form" aria-labelledby="lost-report-title">
      <h3 id="lost-report-title">{t('lost.reportTitle')}</h3>
      <ErrorSummary title={t('summary', { count: items.length })} focusKey={submitCount} items={items} />
      <div role="alert">{failure ? <Notice tone="error">{failure}</Notice> : null}</div>
      <ReservationFields form={form} idPrefix="lost" />
      <FormSelectField
        form={form}
        name="category"
        id="lost-category"
        label={t('lost.category')}
        placeholder={t('lost.choose')}
        options={categories.map((c) => ({ value: c, label: t(`lost.categories.${c}`) }))}
        isRequired
      />
      <FormSelectField
        form={form}
        name="location"
        id="lost-location"
        label={t('lost.location')}
        placeholder={t('lost.choose')}
        options={locations.map((l) => ({ value: l, label: t(`lost.locations.${l}`) }))}
        isRequired
      />
      <FormField
        form={form}
        name="description"
        id="lost-description"
        label={t('lost.description')}
        hint={t('lost.descriptionHint')}
        rows={3}
        isRequired
      />
      <fieldset className="account__choices">
        <legend>{t('lost.contactLegend')}</legend>
        <label>
          <input type="radio" value="email" {...form.register('preference')} /> {t('lost.byEmail')}
        </label>
        <label>
          <input type="radio" value="phone" {...form.register('preference')} /> {t('lost.byPhone')}
        </label>
      </fieldset>
      {preference === 'email' ? (
        <FormField
          form={form}
          name="email"
          id="lost-email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          isRequired
        />
      ) : (
        <FormField
          form={form}
          name="phone"
          id="lost-phone"
          label={t('lost.phone')}
          hint={t('lost.phoneHint')}
          type="tel"
          autoComplete="tel"
          isRequired
        />
      )}
      <Button type="submit" isDisabled={isSubmitting}>
        {t('lost.submit')}
      </Button>
    </form>
  );
}

/** The signed-in customer's reports and their state. */
function OwnReports() {
  const { t } = useTranslation('account');
  const { api } = useAppServices();
  const reports = useRequest('lost-reports', (signal) =>
    dataOf(api.GET('/v1/lost-and-found/reports', { signal })),
  );
  if (reports.status !== 'done' || reports.data.reports.length === 0) return null;
  return (
    <section aria-labelledby="lost-yours-title">
      <h3 id="lost-yours-title">{t('lost.yours')}</h3>
      <ul className="account__corrections">
        {reports.data.reports.map((r) => (
          <li key={r.reference} data-report={r.status}>
            {t('lost.reportLine', {
              reference: r.reference,
              number: r.reservationNumber,
              category: t(`lost.categories.${r.category}`),
              state: t(`lost.states.${r.status}`),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Anyone looks a report up by its number and the driver's last name. */
function CheckReport() {
  const { t } = useTranslation('account');
  const { api } = useAppServices();
  const [found, setFound] = useState<{ reference: string; state: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => {
    const m = ruleMessages(t);
    return z.object({
      reference: z.string().check(
        z.refine((v) => v.trim() !== '', { error: m.required, abort: true }),
        z.refine((v) => /^LF-[2-9A-HJ-NP-Z]{8}$/i.test(v.trim()), { error: t('lost.referenceInvalid') }),
      ),
      lastName: nameRule(m.required, m.lastNameMax),
    });
  }, [t]);
  const form = useSchemaForm(schema, { mode: 'onTouched', defaultValues: { reference: '', lastName: '' } });
  const { errors, isSubmitting, submitCount } = form.formState;
  const items = summaryItems(errors, [
    { path: 'reference', id: 'lost-check-reference', label: t('lost.reference') },
    { path: 'lastName', id: 'lost-check-last-name', label: t('manage.lastName') },
  ]);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setFound(null);
    try {
      const { report } = await dataOf(
        api.GET('/v1/lost-and-found/reports/{reference}', {
          params: {
            path: { reference: values.reference.trim().toUpperCase() },
            query: { lastName: values.lastName.trim() },
          },
        }),
      );
      setFound({ reference: report.reference, state: t(`lost.states.${report.status}`) });
    } catch (error) {
      const e = asApiError(error);
      setFailure(e.status === 404 ? t('lost.notFound') : t(failureKey(e) ?? 'errors.unavailable'));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="account__form" aria-labelledby="lost-check-title">
      <h3 id="lost-check-title">{t('lost.checkTitle')}</h3>
      <ErrorSummary title={t('summary', { count: items.length })} focusKey={submitCount} items={items} />
      <FormField
        form={form}
        name="reference"
        id="lost-check-reference"
        label={t('lost.reference')}
        hint={t('lost.referenceHint')}
        autoComplete="off"
        isRequired
      />
      <FormField
        form={form}
        name="lastName"
        id="lost-check-last-name"
        label={t('manage.lastName')}
        autoComplete="family-name"
        dir="auto"
        isRequired
      />
      <Button type="submit" isDisabled={isSubmitting}>
        {t('lost.check')}
      </Button>
      <div role="status">{found ? t('lost.stateOf', found) : ''}</div>
      <div role="alert">{failure ? <Notice tone="error">{failure}</Notice> : null}</div>
    </form>
  );
}
