// Adding a booking made without signing in to the account (issue 14 §6; POST /v2/users/me/bookings): its
// reservation number and the driver's last name, read as the guest manage-booking form reads them. The API
// answers a booking of another account as it answers a wrong number or name, so the message covers both.
import { asApiError, dataOf } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { useSchemaForm } from '@rental/ui';
import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { AccountForm, applyFieldErrors } from '../../shared/account-form.tsx';
import { useAppServices } from '../../shared/app-services.tsx';
import { failureKey } from '../../shared/failure-key.ts';
import { ReservationFields } from '../../shared/reservation-fields.tsx';
import { nameRule, reservationNumberOf, reservationNumberRule, ruleMessages } from '../../shared/rules.ts';
import { useSession } from '../../shared/session.tsx';

interface Props {
  /** The booking is in the account now: the list reads it again. */
  onAdded: () => void;
}

export function AddBookingForm({ onAdded }: Props) {
  const { t } = useTranslation('account');
  const { api } = useAppServices();
  const session = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const schema = useMemo(() => {
    const m = ruleMessages(t);
    return z.object({
      /** Reservation number: 10 digits, as read on the confirmation (spaces, Arabic-Indic digits). */
      number: reservationNumberRule(m.required, t('manage.numberInvalid')),
      /** Driver's last name, as on the booking. */
      lastName: nameRule(m.required, m.lastNameMax),
    });
  }, [t]);
  const form = useSchemaForm(schema, { mode: 'onTouched', defaultValues: { number: '', lastName: '' } });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setDone(null);
    try {
      const call = api.POST('/v2/users/me/bookings', {
        body: { reservationNumber: reservationNumberOf(values.number), lastName: values.lastName.trim() },
      });
      const { booking } = await dataOf(call);
      // 201: added now; 200: it was in the account already.
      const added = (await call).response.status === 201;
      setDone(t(added ? 'bookings.added' : 'bookings.alreadyAdded', { number: booking.reservationNumber }));
      form.reset();
      onAdded();
    } catch (error) {
      const e = asApiError(error);
      // The session ended meanwhile: the app shows the sign-in form in the section's place.
      if (e.status === 401) session.reload();
      else if (e.status === 404) setFailure(t('bookings.addNotFound'));
      else if (!applyFieldErrors(form, e, { reservationNumber: 'number', lastName: 'lastName' }))
        setFailure(t(failureKey(e) ?? 'errors.unavailable'));
    }
  });
  return (
    <section aria-labelledby="add-booking-title" className="account__group">
      <h3 id="add-booking-title">{t('bookings.addTitle')}</h3>
      <p>{t('bookings.addIntro')}</p>
      <AccountForm
        form={form}
        onSubmit={submit}
        failure={failure}
        done={done}
        submitLabel={t('bookings.addSubmit')}
        fields={[
          { path: 'number', id: 'add-booking-number', label: t('manage.number') },
          { path: 'lastName', id: 'add-booking-last-name', label: t('manage.lastName') },
        ]}
      >
        <ReservationFields form={form} idPrefix="add-booking" />
      </AccountForm>
    </section>
  );
}
