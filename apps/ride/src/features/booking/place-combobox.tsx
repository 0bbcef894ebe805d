// Pickup or destination (issue 18 §1) on @rental/ui's ComboBox over GET /v1/branch/next/stations/geosuggest:
// each suggestion is a place with its label and coordinates; "No results" when nothing matches. Only a
// place picked from the list counts: typing over it unsets it, so prices are never asked for a place
// the customer did not choose. Enter picks the first suggestion.
import { type ApiError, asApiError, dataOf } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Button } from '@rental/ui';
import { ComboBox, type ComboBoxOption, type ComboBoxStatus } from '@rental/ui/combo-box';
import { useEffect, useRef, useState } from 'react';
import type { RidePlace } from '../../shared/ride-types.ts';
import { useRide } from '../../shared/services.tsx';

interface Props {
  id: string;
  label: string;
  value: RidePlace | null;
  onChange: (place: RidePlace | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
  /** Text typed in the static first view before this field existed: searched for at once. */
  initialText?: string | undefined;
}

type Option = ComboBoxOption & { place: RidePlace };

type ListState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; options: Option[] };

export function PlaceCombobox({ id, label, value, onChange, error, initialText }: Props) {
  const { t } = useTranslation('ride');
  const { api, context } = useRide();
  const [text, setText] = useState(initialText ?? value?.label ?? '');
  const [list, setList] = useState<ListState>({ status: 'idle' });
  const [query, setQuery] = useState<{ text: string; n: number } | null>(
    initialText === undefined ? null : { text: initialText, n: 1 },
  );
  const controller = useRef<AbortController | null>(null);

  // A place set from outside (rebook) shows its label in the same commit.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value) setText(value.label);
  }

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
          params: { query: { query: q, countryCode: context.market.country, limit: 8 } },
          signal: c.signal,
        }),
      ).then(
        (r) => {
          if (c.signal.aborted) return;
          setList({
            status: 'ready',
            options: r.suggestions.map((s, i) => ({
              id: `${i}-${s.label}`,
              label: s.label,
              detail: s.city !== s.label ? s.city : undefined,
              place: { label: s.label.slice(0, 200), lat: s.coordinates.lat, lng: s.coordinates.lng },
            })) as Option[],
          });
        },
        (e: unknown) => {
          if (!c.signal.aborted) setList({ status: 'error', error: asApiError(e) });
        },
      );
    }, 200);
    return () => clearTimeout(timer);
  }, [query, api, context.market.country]);

  useEffect(() => () => controller.current?.abort(), []);

  const status: ComboBoxStatus = list.status;
  return (
    <ComboBox<Option>
      id={id}
      className="ride__field"
      label={label}
      hint={t('booking.placeHint')}
      error={error}
      placeholder={t('booking.placePlaceholder')}
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        if (value && next !== value.label) onChange(null);
        setQuery((q) => ({ text: next, n: (q?.n ?? 0) + 1 }));
      }}
      options={list.status === 'ready' ? list.options : []}
      onSelect={(option) => {
        setText(option.label);
        setList({ status: 'idle' });
        onChange(option.place);
      }}
      selectFirstOnEnter
      status={status}
      listLabel={label}
      loadingText={t('booking.searching')}
      noResultsText={t('booking.noResults')}
      countText={(count) => t('booking.suggestions', { count })}
      errorContent={
        <>
          {t('booking.suggestionsFailed')}{' '}
          <Button variant="link" onPress={() => setQuery((q) => ({ text, n: (q?.n ?? 0) + 1 }))}>
            {t('status.retry')}
          </Button>
        </>
      }
    />
  );
}
