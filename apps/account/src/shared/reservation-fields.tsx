// The reservation number and driver's last name that open a booking (issue 14 §6, §7): one pair of fields
// for the guest lookup and for adding a guest booking to the account.
import { useTranslation } from '@rental/i18n';
import type { FieldValues, Path, UseFormReturn } from '@rental/ui';
import { FormField } from '@rental/ui';

/** The values of a form built on these fields (and maybe more). */
interface ReservationValues extends FieldValues {
  number: string;
  lastName: string;
}

export function ReservationFields<V extends ReservationValues>({
  form,
  idPrefix,
}: {
  form: UseFormReturn<V>;
  /** The inputs' ids are `{idPrefix}-number` and `{idPrefix}-last-name` (for the error summary). */
  idPrefix: string;
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <FormField
        form={form}
        name={'number' as Path<V>}
        id={`${idPrefix}-number`}
        label={t('manage.number')}
        hint={t('manage.numberHint')}
        inputMode="numeric"
        autoComplete="off"
        isRequired
      />
      <FormField
        form={form}
        name={'lastName' as Path<V>}
        id={`${idPrefix}-last-name`}
        label={t('manage.lastName')}
        autoComplete="family-name"
        dir="auto"
        isRequired
      />
    </>
  );
}
