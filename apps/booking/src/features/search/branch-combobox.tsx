// Type-ahead branch picker (spec §1 search) on @rental/ui's ComboBox: suggestions from geosuggest
// (airports, stations, cities); a city opens its branches; 'No results' when nothing matches. Only a
// branch picked from the list counts (issue 23): typing over it unsets it, so a search never runs for
// a branch the customer did not choose; Enter picks the first suggestion.
import { type ApiError, asApiError, dataOf } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Button } from '@rental/ui';
import { ComboBox, type ComboBoxOption, type ComboBoxStatus } from '@rental/ui/combo-box';
import { useEffect, useRef, useState } from 'react';
import type { Suggestion } from '../../shared/api-types.ts';
import { useBooking } from '../../shared/booking-services.tsx';

export interface PickedBranch {
  id: number;
  name: string;
}

interface Props {
  label: string;
  value: PickedBranch | undefined;
  /** A branch was picked, or (undefined) the customer typed over the picked one. */
  onChange: (branch: PickedBranch | undefined) => void;
  error?: string | undefined;
  /** id of the input, for the error summary and focus. */
  inputId: string;
  /** Placeholder instead of the default one, e.g. while the nearest branch is being found. */
  placeholder?: string | undefined;
  /** Text typed in the static first view before this field existed: searched for at once. */
  initialText?: string | undefined;
}

type Option = ComboBoxOption & { suggestion: Suggestion };

type ListState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; options: Option[] };

export function BranchCombobox({ label, value, onChange, error, inputId, placeholder, initialText }: Props) {
  const { t } = useTranslation('booking');
  const { api, market } = useBooking();
  const [text, setText] = useState(initialText ?? value?.name ?? '');
  const [list, setList] = useState<ListState>({ status: 'idle' });
  const [query, setQuery] = useState<{ text: string; n: number } | null>(
    initialText === undefined ? null : { text: initialText, n: 1 },
  );
  const controller = useRef<AbortController | null>(null);

  // A newly picked (or defaulted) branch shows its name; an unset one keeps what the customer typed.
  // Adjusted while rendering, not in an effect: the name is in the field in the same commit as the value,
  // so there is no moment in which the branch is set and the field still empty (a fill landing in that
  // gap ended up after the default's name, "New York AirportNew York Central"; CI run 5).
  const [shownName, setShownName] = useState(value?.name);
  if (value?.name !== shownName) {
    setShownName(value?.name);
    if (value) setText(value.name);
  }

  const kindLabel = (s: Suggestion) =>
    s.type === 'city'
      ? t('search.cityBranches', { count: s.branchCount ?? 0 })
      : t(`search.kind.${s.kind === 'airport' ? 'airport' : s.kind === 'railway' ? 'railway' : 'downtown'}`);
  const toOptions = (suggestions: Suggestion[]): Option[] =>
    suggestions.map((s) => ({
      id: `${s.type}-${s.branchId ?? s.city}`,
      label: s.label,
      detail: kindLabel(s),
      suggestion: s,
    }));

  // Debounced suggestions: 2 characters at least (the API's minimum).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query (or retry) starts a search.
  useEffect(() => {
    if (!query) return;
    const q = query.text.trim();
    if (q.length < 2) {
      setList({ status: 'idle' });
      return;
    }
    const timer = setTimeout(() => {
      controller.current?.abort();
      const c = new AbortController();
      controller.current = c;
      setList({ status: 'loading' });
      dataOf(
        api.GET('/v1/branch/next/stations/geosuggest', {
          params: { query: { query: q, countryCode: market.country, limit: 10 } },
          signal: c.signal,
        }),
      ).then(
        (r) => {
          if (!c.signal.aborted) setList({ status: 'ready', options: toOptions(r.suggestions) });
        },
        (e: unknown) => {
          if (!c.signal.aborted) setList({ status: 'error', error: asApiError(e) });
        },
      );
    }, 200);
    return () => clearTimeout(timer);
  }, [query, api, market.country]);

  useEffect(() => () => controller.current?.abort(), []);

  const options = list.status === 'ready' ? list.options : [];

  const choose = ({ suggestion: s }: Option) => {
    if (s.type === 'branch' && s.branchId !== undefined) {
      onChange({ id: s.branchId, name: s.label });
      setText(s.label);
      setList({ status: 'idle' });
      return;
    }
    // A city: the field says the city and shows its branches (those already suggested, else the
    // branches near its centre); nothing is picked until a branch is.
    setText(s.label);
    if (value) onChange(undefined);
    const inCity = options.filter((o) => o.suggestion.type === 'branch' && o.suggestion.city === s.city);
    if (inCity.length > 0) {
      setList({ status: 'ready', options: inCity });
      return;
    }
    setList({ status: 'loading' });
    dataOf(
      api.GET('/v1/branch/next/stations', {
        params: {
          query: { lat: s.coordinates.lat, lng: s.coordinates.lng, radiusKm: 50, limit: s.branchCount ?? 5 },
        },
      }),
    ).then(
      (r) =>
        setList({
          status: 'ready',
          options: toOptions(
            r.stations.map((b) => ({
              type: 'branch' as const,
              label: b.name,
              city: b.address.city,
              countryCode: b.address.countryCode,
              branchId: b.id,
              kind: b.kind,
              coordinates: s.coordinates,
            })),
          ),
        }),
      (e: unknown) => setList({ status: 'error', error: asApiError(e) }),
    );
  };

  const status: ComboBoxStatus = list.status;
  return (
    <ComboBox<Option>
      id={inputId}
      className="bk-field bk-combobox"
      label={label}
      hint={t('search.branchHint')}
      error={error}
      placeholder={placeholder ?? t('search.branchPlaceholder')}
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        if (next !== value?.name) onChange(undefined);
        setQuery((q) => ({ text: next, n: (q?.n ?? 0) + 1 }));
      }}
      options={options}
      onSelect={choose}
      selectFirstOnEnter
      status={status}
      listLabel={label}
      loadingText={t('search.searching')}
      noResultsText={t('search.noResults')}
      countText={(count) => t('search.suggestionsCount', { count })}
      errorContent={
        <>
          {t('errors.suggestions')}{' '}
          <Button variant="link" onPress={() => setQuery((q) => ({ text, n: (q?.n ?? 0) + 1 }))}>
            {t('errors.retry')}
          </Button>
        </>
      }
    />
  );
}
