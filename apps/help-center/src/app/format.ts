// Date and time in the market's own patterns (spec §9 formats: DD.MM.YYYY, MM/DD/YYYY, 'h:mm A', 'H:mm'),
// for the thank-you view's "received at".

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Formats a local date with a token pattern: YYYY, MM, M, DD, D, HH, H, hh, h, mm, A. */
export function formatPattern(date: Date, pattern: string): string {
  const hours = date.getHours();
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  const tokens: Record<string, string> = {
    YYYY: String(date.getFullYear()),
    MM: pad(date.getMonth() + 1),
    M: String(date.getMonth() + 1),
    DD: pad(date.getDate()),
    D: String(date.getDate()),
    HH: pad(hours),
    H: String(hours),
    hh: pad(h12),
    h: String(h12),
    mm: pad(date.getMinutes()),
    A: hours < 12 ? 'AM' : 'PM',
  };
  return pattern.replace(
    /\[([^\]]*)\]|YYYY|MM|M|DD|D|HH|H|hh|h|mm|A/g,
    (token, literal: string | undefined) => (literal !== undefined ? literal : (tokens[token] ?? token)),
  );
}

/** The market's date and time of an instant, e.g. '07.03.2026 8:30' (de) or '03/07/2026 8:30 AM' (US). */
export function formatDateTime(iso: string, formats: { date: string; time: string }): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${formatPattern(date, formats.date)} ${formatPattern(date, formats.time)}`;
}
