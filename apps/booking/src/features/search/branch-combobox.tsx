// Type-ahead branch picker (spec §1 search): suggestions from geosuggest (airports, stations, cities)
// as an ARIA 1.2 combobox with a listbox; a city opens its branches; 'No results' when nothing matches.
import { useTranslation } from '@rental/i18n';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiFailure, callApi } from '../../shared/api.ts';
import { geosuggestSchema, type Suggestion, stationsSchema } from '../../shared/api-types.ts';
import { useBooking } from '../../shared/booking-context.tsx';

export interface PickedBranch {
  id: number;
  name: string;
}

interface Props {
  label: string;
  value: PickedBranch | undefined;
  onChange: (branch: PickedBranch) => void;
  error?: string | undefined;
  /** id for the error summary and focus. */
  inputId: string;
  /** Placeholder instead of the default one, e.g. while the nearest branch is being found. */
  placeholder?: string | undefined;
}

type ListState =
  | { status: 'closed' }
  | { status: 'loading' }
  | { status: 'error'; error: ApiFailure }
  | { status: 'open'; options: Suggestion[]; empty: boolean };

export function BranchCombobox({ label, value, onChange, error, inputId, placeholder }: Props) {
  const { t } = useTranslation('booking');
  const { api, market } = useBooking();
  const listId = useId();
  const hintId = useId();
  const errorId = useId();
  const [text, setText] = useState(value?.name ?? '');
  const [list, setList] = useState<ListState>({ status: 'closed' });
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState<{ text: string; n: number } | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => setText(value?.name ?? ''), [value?.name]);

  // Debounced suggestions: 2 characters at least (the API's minimum).
  useEffect(() => {
    if (!query) return;
    const q = query.text.trim();
    if (q.length < 2) {
      setList({ status: 'closed' });
      return;
    }
    const timer = setTimeout(() => {
      controller.current?.abort();
      const c = new AbortController();
      controller.current = c;
      setList({ status: 'loading' });
      callApi(api, '/v1/branch/next/stations/geosuggest', geosuggestSchema, {
        query: { query: q, countryCode: market.country, limit: 10 },
        signal: c.signal,
      }).then(
        (r) => {
          if (c.signal.aborted) return;
          setActive(-1);
          setList({ status: 'open', options: r.suggestions, empty: r.suggestions.length === 0 });
        },
        (e: unknown) => {
          if (!c.signal.aborted)
            setList({
              status: 'error',
              error: e instanceof ApiFailure ? e : new ApiFailure(0, 'network', ''),
            });
        },
      );
    }, 200);
    return () => clearTimeout(timer);
  }, [query, api, market.country]);

  useEffect(() => () => controller.current?.abort(), []);

  const options = list.status === 'open' ? list.options : [];

  const choose = (s: Suggestion) => {
    if (s.type === 'branch' && s.branchId !== undefined) {
      onChange({ id: s.branchId, name: s.label });
      setText(s.label);
      setList({ status: 'closed' });
      return;
    }
    // A city: show its branches (those already suggested, else the branches near its centre).
    const inCity = options.filter((o) => o.type === 'branch' && o.city === s.city);
    if (inCity.length > 0) {
      setActive(0);
      setList({ status: 'open', options: inCity, empty: false });
      return;
    }
    setList({ status: 'loading' });
    callApi(api, '/v1/branch/next/stations', stationsSchema, {
      query: { lat: s.coordinates.lat, lng: s.coordinates.lng, radiusKm: 50, limit: s.branchCount ?? 5 },
    }).then(
      (r) => {
        setActive(0);
        setList({
          status: 'open',
          empty: r.stations.length === 0,
          options: r.stations.map((b) => ({
            type: 'branch',
            label: b.name,
            city: b.address.city,
            countryCode: b.address.countryCode,
            branchId: b.id,
            kind: b.kind,
            coordinates: s.coordinates,
          })),
        });
      },
      (e: unknown) =>
        setList({ status: 'error', error: e instanceof ApiFailure ? e : new ApiFailure(0, 'network', '') }),
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === 'Enter' && list.status === 'open' && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]!);
    } else if (event.key === 'Escape') {
      setList({ status: 'closed' });
      setText(value?.name ?? '');
    }
  };

  const expanded = list.status !== 'closed';
  const kindLabel = (s: Suggestion) =>
    s.type === 'city'
      ? t('search.cityBranches', { count: s.branchCount ?? 0 })
      : t(`search.kind.${s.kind === 'airport' ? 'airport' : s.kind === 'railway' ? 'railway' : 'downtown'}`);

  return (
    <div className="bk-field bk-combobox">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={active >= 0 && options[active] ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
        value={text}
        placeholder={placeholder ?? t('search.branchPlaceholder')}
        onChange={(e) => {
          setText(e.target.value);
          setQuery((q) => ({ text: e.target.value, n: (q?.n ?? 0) + 1 }));
        }}
        onKeyDown={onKeyDown}
        onBlur={() =>
          // Let a click on an option land before closing.
          setTimeout(() => setList((l) => (l.status === 'loading' ? l : { status: 'closed' })), 150)
        }
      />
      <span id={hintId} className="bk-hint bk-hint--field">
        {t('search.branchHint')}
      </span>
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        className="bk-listbox"
        hidden={!expanded || options.length === 0}
      >
        {options.map((s, i) => (
          <div
            key={`${s.type}-${s.branchId ?? s.city}`}
            id={`${listId}-${i}`}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            className={i === active ? 'bk-option bk-option--active' : 'bk-option'}
            onMouseDown={(e) => {
              e.preventDefault();
              choose(s);
            }}
          >
            <span className="bk-option__label">{s.label}</span>
            <span className="bk-option__kind">{kindLabel(s)}</span>
          </div>
        ))}
      </div>
      <div role="status" aria-live="polite" className="bk-combobox__status">
        {list.status === 'loading' && <span className="bk-sr">{t('search.searching')}</span>}
        {list.status === 'open' && list.empty && (
          <span className="bk-no-results">{t('search.noResults')}</span>
        )}
        {list.status === 'open' && !list.empty && (
          <span className="bk-sr">{t('search.suggestionsCount', { count: options.length })}</span>
        )}
      </div>
      {list.status === 'error' && (
        <div className="bk-field-error" role="alert">
          {t('errors.suggestions')}{' '}
          <button
            type="button"
            className="bk-link-button"
            onClick={() => setQuery((q) => ({ text: text, n: (q?.n ?? 0) + 1 }))}
          >
            {t('errors.retry')}
          </button>
        </div>
      )}
      {error && (
        <p id={errorId} className="bk-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
