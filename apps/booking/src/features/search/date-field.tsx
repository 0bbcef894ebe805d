// A date in the market's numeric format (spec §9: DD.MM.YYYY, MM/DD/YYYY, ...) typed or picked from
// a calendar that starts the week on the market's first day; days before the minimum are disabled.
import { useTranslation } from '@rental/i18n';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useBooking } from '../../shared/booking-context.tsx';
import { addDays, dayOf, parseDay, toDate } from '../../shared/dates.ts';

interface Props {
  label: string;
  /** 'YYYY-MM-DD' */
  value: string;
  min: string;
  onChange: (day: string) => void;
  error?: string | undefined;
  inputId: string;
  /** Marks days the branch is closed (shown, not disabled: choosing one resets with a message). */
  isClosed?: ((day: string) => boolean) | undefined;
}

export function DateField({ label, value, min, onChange, error, inputId, isClosed }: Props) {
  const { t } = useTranslation('booking');
  const { fmt, market } = useBooking();
  const hintId = useId();
  const errorId = useId();
  const calendarId = useId();
  const [text, setText] = useState(() => fmt.dateOf(`${value}T12:00`));
  const [invalid, setInvalid] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    setText(fmt.dateOf(`${value}T12:00`));
    setInvalid(false);
  }, [value, fmt]);

  const commit = () => {
    const day = parseDay(text, market.formats.date);
    if (day === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (day !== value) onChange(day);
    else setText(fmt.dateOf(`${value}T12:00`));
  };
  const shownError = invalid ? t('search.invalidDate', { pattern: market.formats.date }) : error;

  return (
    <div className="bk-field bk-date">
      <label htmlFor={inputId}>{label}</label>
      <div className="bk-date__row">
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          placeholder={market.formats.date}
          autoComplete="off"
          value={text}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={[hintId, shownError ? errorId : ''].filter(Boolean).join(' ')}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit();
            }
          }}
        />
        <button
          type="button"
          className="bk-button bk-button--icon"
          aria-expanded={open}
          aria-controls={calendarId}
          onClick={() => setOpen((o) => !o)}
        >
          <svg
            aria-hidden="true"
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
          <span className="bk-sr">{t('search.openCalendar', { field: label })}</span>
        </button>
      </div>
      <span id={hintId} className="bk-hint bk-hint--field">
        {t('search.dateHint', { pattern: market.formats.date })}
      </span>
      {shownError && (
        <p id={errorId} className="bk-field-error">
          {shownError}
        </p>
      )}
      {open && (
        <Calendar
          id={calendarId}
          label={label}
          value={value}
          min={min}
          isClosed={isClosed}
          onPick={(day) => {
            setOpen(false);
            onChange(day);
            document.getElementById(inputId)?.focus();
          }}
          onClose={() => {
            setOpen(false);
            document.getElementById(inputId)?.focus();
          }}
        />
      )}
    </div>
  );
}

function Calendar({
  id,
  label,
  value,
  min,
  isClosed,
  onPick,
  onClose,
}: {
  id: string;
  label: string;
  value: string;
  min: string;
  isClosed?: ((day: string) => boolean) | undefined;
  onPick: (day: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('booking');
  const { fmt, market } = useBooking();
  const [focused, setFocused] = useState(value < min ? min : value);
  const [month, setMonth] = useState(focused.slice(0, 7));
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const first = toDate(`${month}-01T12:00`);
  const weekStart = market.formats.isFirstDaySunday ? 0 : 1;
  const lead = (first.getDay() - weekStart + 7) % 7;
  const start = addDays(`${month}-01`, -lead);
  const days = Array.from({ length: 42 }, (_, i) => addDays(start, i));
  const weeks = Array.from({ length: 6 }, (_, w) => days.slice(w * 7, w * 7 + 7));
  // One tab stop in the grid: the focused day, or the first selectable day of the shown month.
  const tabDay =
    focused.slice(0, 7) === month
      ? focused
      : (days.find((d) => d.slice(0, 7) === month && d >= min) ?? focused);
  const weekdayFormat = new Intl.DateTimeFormat(market.locale, { weekday: 'short' });
  const monthFormat = new Intl.DateTimeFormat(market.locale, { month: 'long', year: 'numeric' });

  const move = (day: string) => {
    moved.current = true;
    setFocused(day);
    setMonth(day.slice(0, 7));
  };
  const onKey = (event: KeyboardEvent) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    const step = steps[event.key];
    if (step !== undefined) {
      event.preventDefault();
      const next = addDays(focused, step);
      if (next >= min) move(next);
    } else if (event.key === 'PageDown' || event.key === 'PageUp') {
      event.preventDefault();
      const next = addDays(focused, event.key === 'PageDown' ? 30 : -30);
      move(next < min ? min : next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };
  const shiftMonth = (delta: number) => {
    const d = toDate(`${month}-15T12:00`);
    d.setMonth(d.getMonth() + delta);
    setMonth(dayOf(d).slice(0, 7));
  };

  return (
    <fieldset id={id} className="bk-calendar">
      <legend className="bk-sr">{t('search.calendarLabel', { field: label })}</legend>
      <div className="bk-calendar__head">
        <button
          type="button"
          className="bk-button bk-button--icon"
          disabled={month <= min.slice(0, 7)}
          onClick={() => shiftMonth(-1)}
          aria-label={t('search.previousMonth')}
        >
          ‹
        </button>
        <h3 className="bk-calendar__month" aria-live="polite">
          {monthFormat.format(first)}
        </h3>
        <button
          type="button"
          className="bk-button bk-button--icon"
          onClick={() => shiftMonth(1)}
          aria-label={t('search.nextMonth')}
        >
          ›
        </button>
      </div>
      <table ref={grid} className="bk-calendar__grid" onKeyDown={onKey}>
        <thead>
          <tr>
            {weeks[0]!.map((d) => (
              <th
                key={d}
                scope="col"
                abbr={new Intl.DateTimeFormat(market.locale, { weekday: 'long' }).format(
                  toDate(`${d}T12:00`),
                )}
              >
                {weekdayFormat.format(toDate(`${d}T12:00`))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((d) => {
                const outside = d.slice(0, 7) !== month;
                const before = d < min;
                const closed = !before && isClosed?.(d) === true;
                const name = fmt.nameDate(toDate(`${d}T12:00`));
                return (
                  <td key={d}>
                    {!outside && (
                      <button
                        type="button"
                        data-day={d}
                        tabIndex={d === tabDay ? 0 : -1}
                        disabled={before}
                        aria-pressed={d === value}
                        aria-label={closed ? `${name}, ${t('search.closedDay')}` : name}
                        className={`bk-day${closed ? ' bk-day--closed' : ''}${d === value ? ' bk-day--selected' : ''}`}
                        onClick={() => onPick(d)}
                      >
                        {Number(d.slice(8))}
                      </button>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </fieldset>
  );
}
