// A date typed in the market's numeric format or picked from a calendar (issue 13 §5; spec §9 date
// patterns and first day of the week, §5 minimum date). The calendar is react-aria's (useCalendar,
// useCalendarGrid, useCalendarCell): arrow keys move by day and week, Page Up/Down by month, Enter picks,
// Escape closes; each day is a real button with its full date as its name. Marked days (a branch's
// closed days) stay selectable and say so. Its own entry ('@rental/ui/date-field'): only pages with a
// date field load the calendar.
import { type CalendarDate, GregorianCalendar, parseDate } from '@internationalized/date';
import { formatDay, parseDay, toDigits } from '@rental/markets/formatters';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { I18nProvider, useCalendar, useCalendarCell, useCalendarGrid, useLocale } from 'react-aria';
import { type CalendarState, useCalendarState } from 'react-stately';
import type { FieldProps } from './field.tsx';

/** The words the date field needs, in the page's language. */
export interface DateFieldLabels {
  /** The calendar button's name, e.g. 'Choose the pickup date in the calendar'. */
  openCalendar: string;
  /** The calendar's name, e.g. 'Calendar: pickup date'. */
  calendar: string;
  previousMonth: string;
  nextMonth: string;
  /** Said after a marked day's date, e.g. 'branch closed'. */
  marked?: string;
  /** The error when the typed text is not a date in the pattern. */
  invalid: string;
}

/** Props of DateField. */
export interface DateFieldProps extends FieldProps {
  /** The day, 'YYYY-MM-DD'. */
  value: string;
  onChange: (day: string) => void;
  /** The market's numeric date pattern, e.g. 'DD.MM.YYYY' (what is typed and shown). */
  pattern: string;
  /** The page's locale (month and weekday names). */
  locale: string;
  /**
   * The view's digits, Intl's numbering system of the locale ('arab' on Arabic pages): the typed day is
   * shown back and the calendar numbers its days in them (issue 23: one digit system per view). Any digits
   * can be typed. Default 'latn'.
   */
  numberingSystem?: string;
  /** spec §9: whether weeks start on Sunday in this market. */
  firstDaySunday: boolean;
  /** The first day that can be chosen, 'YYYY-MM-DD'. */
  min?: string;
  /** Days to mark (still selectable), e.g. the branch's closed days. */
  isMarked?: ((day: string) => boolean) | undefined;
  labels: DateFieldLabels;
  /** Extra class of the calendar. */
  calendarClassName?: string;
  /**
   * Text the customer typed before this field existed (the app's static first view, issue 16): shown
   * instead of the value and committed like typed text when the field is left.
   */
  initialText?: string | undefined;
  /** data-* attributes of the text input (e.g. what the host needs to keep a first view's day current). */
  inputData?: Readonly<Record<`data-${string}`, string>> | undefined;
}

/** A date field: text in the market's pattern, and a calendar button. */
export function DateField(props: DateFieldProps) {
  const { id, label, hint, error, className, value, pattern, labels } = props;
  const calendarId = useId();
  const shown = (day: string) => toDigits(formatDay(day, pattern), props.numberingSystem);
  const calendarLocale = props.numberingSystem
    ? new Intl.Locale(props.locale, { numberingSystem: props.numberingSystem }).toString()
    : props.locale;
  const [text, setText] = useState(() => props.initialText ?? shown(value));
  const [invalid, setInvalid] = useState(false);
  const [open, setOpen] = useState(false);
  // Text typed and not yet committed: a value that changes meanwhile (a closed-day reset arriving with the
  // branch's hours) must not overwrite it, or the customer's typing is lost; leaving the field commits it.
  const typing = useRef(props.initialText !== undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` is derived from pattern and digits.
  useEffect(() => {
    if (typing.current) return;
    setText(shown(value));
    setInvalid(false);
  }, [value, pattern, props.numberingSystem]);

  const commit = () => {
    typing.current = false;
    const day = parseDay(text, pattern);
    if (day === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (day !== value) props.onChange(day);
    else setText(shown(value));
  };
  const shownError = invalid ? labels.invalid : error;
  const describedBy = [hint ? `${id}-hint` : '', shownError ? `${id}-error` : ''].filter(Boolean).join(' ');
  const backToInput = () => document.getElementById(id)?.focus();

  return (
    <div className={className ? `ui-field ui-date ${className}` : 'ui-field ui-date'}>
      <label htmlFor={id} className="ui-label">
        {label}
      </label>
      <div className="ui-date__row">
        <input
          {...props.inputData}
          id={id}
          type="text"
          inputMode="numeric"
          className="ui-input"
          placeholder={pattern}
          autoComplete="off"
          value={text}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            typing.current = true;
            setText(event.target.value);
          }}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
        />
        <button
          type="button"
          className="ui-button ui-button--icon"
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
          <span className="ui-visually-hidden">{labels.openCalendar}</span>
        </button>
      </div>
      {hint ? (
        <span id={`${id}-hint`} className="ui-hint">
          {hint}
        </span>
      ) : null}
      {shownError ? (
        <p id={`${id}-error`} className="ui-field-error">
          {shownError}
        </p>
      ) : null}
      {open ? (
        <I18nProvider locale={calendarLocale}>
          <Calendar
            id={calendarId}
            className={props.calendarClassName}
            labels={labels}
            value={value}
            min={props.min}
            firstDaySunday={props.firstDaySunday}
            isMarked={props.isMarked}
            onPick={(day) => {
              typing.current = false;
              setOpen(false);
              props.onChange(day);
              backToInput();
            }}
            onClose={() => {
              setOpen(false);
              backToInput();
            }}
          />
        </I18nProvider>
      ) : null}
    </div>
  );
}

interface CalendarProps {
  id: string;
  className: string | undefined;
  labels: DateFieldLabels;
  value: string;
  min: string | undefined;
  firstDaySunday: boolean;
  isMarked: ((day: string) => boolean) | undefined;
  onPick: (day: string) => void;
  onClose: () => void;
}

const safeDate = (day: string | undefined) => {
  try {
    return day ? parseDate(day) : undefined;
  } catch {
    return undefined;
  }
};

/** The month grid, opened under the field (in the form, so it moves with it). */
function Calendar(props: CalendarProps) {
  const { locale } = useLocale();
  const min = safeDate(props.min);
  const selected = safeDate(props.value);
  const state = useCalendarState({
    locale,
    // spec §9 and the API count in Gregorian days in every market (also on the Arabic pages).
    createCalendar: () => new GregorianCalendar(),
    value: selected ?? null,
    minValue: min,
    // spec §9: the market decides the first day of the week, not the language (Croatia starts on Sunday).
    firstDayOfWeek: props.firstDaySunday ? 'sun' : 'mon',
    defaultFocusedValue: selected && min && selected.compare(min) < 0 ? min : selected,
    onChange: (date: CalendarDate) => props.onPick(date.toString()),
  });
  const { calendarProps, prevButtonProps, nextButtonProps, title } = useCalendar(
    { 'aria-label': props.labels.calendar, minValue: min },
    state,
  );
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      props.onClose();
    }
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the calendar closes it.
    <div
      {...calendarProps}
      id={props.id}
      className={props.className ? `ui-calendar ${props.className}` : 'ui-calendar'}
      onKeyDown={onKeyDown}
    >
      <div className="ui-calendar__head">
        <NavButton props={prevButtonProps} label={props.labels.previousMonth} text="‹" />
        <h3 className="ui-calendar__month" aria-live="polite">
          {title}
        </h3>
        <NavButton props={nextButtonProps} label={props.labels.nextMonth} text="›" />
      </div>
      <Grid
        state={state}
        firstDaySunday={props.firstDaySunday}
        isMarked={props.isMarked}
        marked={props.labels.marked}
      />
    </div>
  );
}

/** react-aria's previous/next props on a native button (press, disabled at the minimum month). */
function NavButton({
  props,
  label,
  text,
}: {
  props: { onPress?: (() => void) | ((event: never) => void); isDisabled?: boolean };
  label: string;
  text: string;
}) {
  const { onPress, isDisabled } = props as { onPress?: () => void; isDisabled?: boolean };
  return (
    <button
      type="button"
      className="ui-button ui-button--icon"
      aria-label={label}
      disabled={isDisabled}
      onClick={() => onPress?.()}
    >
      {text}
    </button>
  );
}

function Grid({
  state,
  firstDaySunday,
  isMarked,
  marked,
}: {
  state: CalendarState;
  firstDaySunday: boolean;
  isMarked: ((day: string) => boolean) | undefined;
  marked: string | undefined;
}) {
  const { locale } = useLocale();
  const { gridProps, headerProps, weeksInMonth } = useCalendarGrid(
    { firstDayOfWeek: firstDaySunday ? 'sun' : 'mon', weekdayStyle: 'short' },
    state,
  );
  const start = state.visibleRange.start;
  const weeks = Array.from({ length: weeksInMonth }, (_, week) => state.getDatesInWeek(week, start));
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long' });
  const firstWeek = weeks[0] ?? [];
  // Column heads in the short form ('Mon', 'lun.'), or the narrow one where a language's short form is
  // the whole name (Arabic 'الاثنين'): seven of those would push the calendar off a 375 px screen (issue 23).
  // The full name stays the column's abbr for screen readers.
  let short = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  if (firstWeek.some((date) => short.format((date ?? start).toDate('UTC')).length > 4))
    short = new Intl.DateTimeFormat(locale, { weekday: 'narrow' });
  return (
    <table {...gridProps} className="ui-calendar__grid">
      <thead {...headerProps}>
        <tr>
          {firstWeek.map((date, i) => {
            const day = (date ?? start).toDate('UTC');
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a weekday column's position is its identity.
              <th key={i} scope="col" abbr={long.format(day)}>
                {short.format(day)}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, w) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a week row's position is its identity.
          <tr key={w}>
            {week.map((date, i) =>
              date ? (
                <Cell key={date.toString()} state={state} date={date} isMarked={isMarked} marked={marked} />
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: an empty cell has only its position.
                <td key={i} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Cell({
  state,
  date,
  isMarked,
  marked,
}: {
  state: CalendarState;
  date: CalendarDate;
  isMarked: ((day: string) => boolean) | undefined;
  marked: string | undefined;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const { cellProps, buttonProps, isSelected, isDisabled, isOutsideVisibleRange, formattedDate } =
    useCalendarCell({ date }, state, ref);
  if (isOutsideVisibleRange) return <td {...cellProps} />;
  const day = date.toString();
  const isDayMarked = !isDisabled && isMarked?.(day) === true;
  const button = buttonProps as Record<string, unknown>;
  const name = button['aria-label'] as string | undefined;
  return (
    <td {...cellProps}>
      <button
        {...button}
        ref={ref}
        type="button"
        data-day={day}
        disabled={isDisabled}
        aria-pressed={isSelected}
        aria-label={isDayMarked && marked && name ? `${name}, ${marked}` : name}
        className={`ui-day${isDayMarked ? ' ui-day--marked' : ''}`}
      >
        {formattedDate}
      </button>
    </td>
  );
}
