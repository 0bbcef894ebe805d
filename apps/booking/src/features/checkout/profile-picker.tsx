// "Book as" (issue 20 item 2): private, or one of the customer's approved companies and agencies. Native
// radios in a fieldset (the checkout's other choices are the same): arrow keys move between them, the
// legend names the group, each option is named by the company and described by its terms.
import { useTranslation } from '@rental/i18n';
import { SelectField } from '@rental/ui';
import type { ReactNode } from 'react';
import { useBooking } from '../../shared/booking-services.tsx';
import type { BookingProfile } from './business-profile.ts';

interface ProfilePickerProps {
  profiles: readonly BookingProfile[];
  /** The chosen profile's companyId, '' for private. */
  value: string;
  onChange: (companyId: string) => void;
  costCentreId: string;
  onCostCentreChange: (costCentreId: string) => void;
}

export function ProfilePicker({
  profiles,
  value,
  onChange,
  costCentreId,
  onCostCentreChange,
}: ProfilePickerProps) {
  const { t } = useTranslation('booking');
  const { fmt } = useBooking();
  const chosen = profiles.find((p) => p.companyId === value);
  const option = (id: string, key: string, name: ReactNode, description: string) => (
    <label key={key} className="bk-choice">
      <input
        type="radio"
        name="bk-profile"
        value={id}
        checked={id === (chosen?.companyId ?? '')}
        onChange={() => onChange(id)}
        aria-labelledby={`bk-profile-${key}`}
        aria-describedby={`bk-profile-${key}-hint`}
      />
      <span className="bk-choice__text">
        <strong id={`bk-profile-${key}`}>{name}</strong>
        <span id={`bk-profile-${key}-hint`} className="bk-hint">
          {description}
        </span>
      </span>
    </label>
  );
  return (
    <fieldset className="bk-group" aria-describedby="bk-profile-hint" data-booking-profiles>
      <legend>{t('checkout.profile.legend')}</legend>
      <p id="bk-profile-hint" className="bk-hint">
        {t('checkout.profile.hint')}
      </p>
      {option('', 'private', t('checkout.profile.private'), t('checkout.profile.privateHint'))}
      {profiles.map((p, i) =>
        option(
          p.companyId,
          String(i),
          <bdi>{p.name}</bdi>,
          p.kind === 'company'
            ? t('checkout.profile.companyHint', { discount: fmt.number(p.discountPercent) })
            : t('checkout.profile.agencyHint', { code: fmt.digits(p.agencyCode) }),
        ),
      )}
      {chosen?.kind === 'company' && chosen.costCentres.length > 0 && (
        <SelectField
          id="bk-f-costCentre"
          className="bk-field"
          name="costCentre"
          label={`${t('checkout.profile.costCentre')} ${t('checkout.optional')}`}
          value={chosen.costCentres.some((c) => c.id === costCentreId) ? costCentreId : ''}
          onChange={onCostCentreChange}
          placeholder={t('checkout.profile.noCostCentre')}
          options={chosen.costCentres.map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` }))}
        />
      )}
    </fieldset>
  );
}
