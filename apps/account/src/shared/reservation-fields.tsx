// The reservation number and driver's last name that open a booking (issue 14 §6, §7): one pair of fields
// for the guest lookup and for adding a guest booking to the account.
import { useTranslation } from '@rental/i18n';
import type { UseFormReturn } from '@rental/ui';
import { FormField } from '@rental/ui';

/** The values of a form built on these fields. */
interface ReservationValues {
  number: string;
  lastName: string;
}

export function ReservationFields({
  form,
  idPrefix,
}: {
  form: UseFormReturn<ReservationValues>;
  /** The inputs' ids are `{idPrefix}-number` and `{idPrefix}-last-name` (for the error summary). */
  idPrefix: string;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <FormField
        form={form}
        name="number"
        id={`${idPrefix}-number`}
        label={t('manage.number')}
        hint={t('manage.numberHint')}
        inputMode="numeric"
        autoComplete="off"
        isRequired
      />
      <FormField
        form={form}
        name="lastName"
        id={`${idPrefix}-last-name`}
        label={t('manage.lastName')}
        autoComplete="family-name"
        dir="auto"
        isRequired
      />
    </>
  );
}
