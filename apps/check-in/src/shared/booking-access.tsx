// How a visitor reaches their booking on the check-in and return pages (issue 22), shared by both views:
// the booking number when the address has none, the account's sign-in (which comes back to this page),
// and adding a booking made as a guest to the account by its last name (POST /v2/users/me/bookings).
import { asApiError, useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { latinDigits } from '@rental/markets/formatters';
import { accountHref, currentAddress } from '@rental/remote-apps/account-links';
import { Button, ErrorSummary, FormField, Notice, summaryItems, useSchemaForm } from '@rental/ui';
import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { useAppServices } from './app-services.tsx';
import { addBooking, readSignedIn } from './booking-api.ts';
import { Panel } from './panel.tsx';

/** A reservation number as typed or pasted: any digits read as 0-9, spaces dropped ('١٢٣ ٤٥٦' → '123456'). */
export function reservationNumberOf(typed: string): string {
  return latinDigits(typed).replace(/\s/g, '');
}

/** Whether the visitor is signed in (GET /v1/auth/session); `retry` asks again. */
export function useSignedIn() {
  const { api } = useAppServices();
  return useRequest('session', (signal) => readSignedIn(api, signal));
}

/** The sign-in invitation: the account's sign-in page, which brings the visitor back to this address. */
export function SignInPanel({ text }: { text: string }) {
  const { t } = useTranslation('check-in');
  const { context } = useAppServices();
  return (
    <Panel id="check-in-sign-in-title" title={t('access.signInTitle')} state="signed-out" focusKey={0}>
      <p>{text}</p>
      <div className="ui-actions">
        <a
          className="ui-button ui-button--primary"
          href={accountHref(context.market.links.account, 'login', currentAddress())}
        >
          {t('access.signIn')}
        </a>
        <a
          className="ui-button ui-button--secondary"
          href={accountHref(context.market.links.account, 'sign-up', currentAddress())}
        >
          {t('access.register')}
        </a>
      </div>
    </Panel>
  );
}

/** The booking number, when the address names none ('#/'): then the view goes to '#/booking/{number}'. */
export function BookingNumberForm({
  onNumber,
  intro,
}: {
  onNumber: (number: string) => void;
  intro: string;
}) {
  const { t } = useTranslation('check-in');
  const schema = useMemo(
    () =>
      z.object({
        /** Reservation number: 10 digits, as on the confirmation. */
        number: z.string().check(
          z.refine((v) => v.trim() !== '', { error: t('access.numberRequired'), abort: true }),
          z.refine((v) => /^\d{10}$/.test(reservationNumberOf(v)), { error: t('access.numberInvalid') }),
        ),
      }),
    [t],
  );
  const form = useSchemaForm(schema, { defaultValues: { number: '' } });
  const items = summaryItems(form.formState.errors, [
    { path: 'number', id: 'check-in-number', label: t('access.number') },
  ]);
  return (
    <Panel id="check-in-number-title" title={t('access.numberTitle')} state="number" focusKey={0}>
      <p>{intro}</p>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => onNumber(reservationNumberOf(values.number)))}
        className="check-in-form"
      >
        <ErrorSummary
          title={t('summary', { count: items.length })}
          focusKey={form.formState.submitCount}
          items={items}
        />
        <FormField
          form={form}
          name="number"
          id="check-in-number"
          label={t('access.number')}
          hint={t('access.numberHint')}
          inputMode="numeric"
          autoComplete="off"
          isRequired
        />
        <div className="ui-actions">
          <Button type="submit">{t('access.continue')}</Button>
        </div>
      </form>
    </Panel>
  );
}

/**
 * A booking that is not in the signed-in account (the API answers it as unknown): the driver's last name
 * adds it, then `onAdded` reads it again. A wrong name is answered like a wrong number, on the name field.
 */
export function AddBookingForm({ number, onAdded }: { number: string; onAdded: () => void }) {
  const { t } = useTranslation('check-in');
  const { api } = useAppServices();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      z.object({
        /** The driver's last name, as on the booking. */
        lastName: z.string().check(
          z.refine((v) => v.trim() !== '', { error: t('access.lastNameRequired'), abort: true }),
          z.refine((v) => v.trim().length <= 100, { error: t('access.lastNameLong') }),
        ),
      }),
    [t],
  );
  const form = useSchemaForm(schema, { defaultValues: { lastName: '' } });
  const items = summaryItems(form.formState.errors, [
    { path: 'lastName', id: 'check-in-last-name', label: t('access.lastName') },
  ]);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await addBooking(api, number, values.lastName.trim());
      onAdded();
    } catch (caught) {
      const error = asApiError(caught);
      if (error.status === 404)
        form.setError('lastName', { message: t('access.addNotFound', { number }) }, { shouldFocus: true });
      else if (error.fields.lastName) form.setError('lastName', { message: error.fields.lastName });
      else setFailure(error.kind === 'invalid-request' ? error.message : t('unavailable'));
    }
  });
  return (
    <Panel id="check-in-add-title" title={t('access.addTitle')} state="add-booking" focusKey={0}>
      <p>{t('access.addText', { number })}</p>
      <form
        noValidate
        onSubmit={(event) => (form.formState.isSubmitting ? event.preventDefault() : submit(event))}
        className="check-in-form"
      >
        <ErrorSummary
          title={t('summary', { count: items.length })}
          focusKey={form.formState.submitCount}
          items={items}
        />
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        <FormField
          form={form}
          name="lastName"
          id="check-in-last-name"
          label={t('access.lastName')}
          autoComplete="family-name"
          dir="auto"
          isRequired
        />
        <div className="ui-actions">
          {/* No pending state: its announcement would name this button, gone once the booking is added. */}
          <Button type="submit">{form.formState.isSubmitting ? t('sending') : t('access.add')}</Button>
        </div>
      </form>
    </Panel>
  );
}
