// The pickup city/branch picker (spec §2, §3): a city narrows the branches listed; up to 6 branches
// (spec §9). A seventh is refused with a message that says why, and nothing already chosen is lost.
import { useTranslation } from '@rental/i18n';
import { CheckboxField, SelectField } from '@rental/ui';
import { useState } from 'react';
import { MAX_BRANCHES, toggleBranch } from '../../shared/filters.ts';
import type { Branches } from '../../shared/subscription-api.ts';

interface Props {
  branches: Branches;
  city: string | undefined;
  chosen: readonly number[];
  onCity: (city: string | undefined) => void;
  onBranches: (branches: number[]) => void;
}

export function BranchPicker({ branches, city, chosen, onCity, onBranches }: Props) {
  const { t } = useTranslation('subscription');
  const [refused, setRefused] = useState<string | null>(null);
  const shown = branches.branches.filter((b) => city === undefined || b.address.city === city);
  return (
    <>
      <SelectField
        id="subscription-city"
        label={t('filters.city')}
        value={city ?? ''}
        placeholder={t('filters.allCities')}
        options={branches.cities.map((c) => ({ value: c, label: c }))}
        onChange={(value) => {
          setRefused(null);
          onCity(value === '' ? undefined : value);
        }}
      />
      <fieldset className="subscription-filters__group" aria-describedby="subscription-branches-hint">
        <legend>{t('filters.branches')}</legend>
        <p id="subscription-branches-hint" className="subscription-filters__hint">
          {t('filters.branchesHint', { max: MAX_BRANCHES })}
        </p>
        {shown.map((b) => (
          <CheckboxField
            key={b.id}
            id={`subscription-branch-${b.id}`}
            label={b.name}
            checked={chosen.includes(b.id)}
            onChange={(on) => {
              const result = toggleBranch(chosen, b.id, on);
              setRefused(result.ok ? null : b.name);
              if (result.ok) onBranches(result.branches);
            }}
          />
        ))}
        <p className="subscription-filters__refused" role="alert">
          {refused ? t('filters.tooManyBranches', { max: MAX_BRANCHES, branch: refused }) : null}
        </p>
      </fieldset>
    </>
  );
}
