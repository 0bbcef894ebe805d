// Days as a visitor types them (spec §9 numeric date patterns), on their own and without dependencies:
// a form that only reads a typed day (the subscription funnel's date of birth) loads this, not every
// formatter. `@rental/markets/formatters` re-exports it.

/** The text with any Unicode decimal digits (Arabic-Indic ٠-٩, Persian ۰-۹, ...) as 0-9: what a visitor types. */
export function latinDigits(text: string): string {
  const isDigit = (code: number) => /\p{Nd}/u.test(String.fromCodePoint(code));
  return text.replace(/\p{Nd}/gu, (d) => {
    const code = d.codePointAt(0)!;
    // Unicode's decimal digits come in runs of ten, 0 to 9, some runs back to back: count from the run's start.
    let start = code;
    while (isDigit(start - 1)) start--;
    return String((code - start) % 10);
  });
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Whether 'YYYY-MM-DD' is a real calendar day. */
export function isDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * A day typed in a market's numeric date pattern (spec §9: 'DD.MM.YYYY', 'MM/DD/YYYY', 'DD/MM/YYYY'; one-digit
 * day or month accepted; '.', '/', '-' or spaces between) as 'YYYY-MM-DD'; null when it is not a real day.
 */
export function parseDay(text: string, pattern: string): string | null {
  const order = pattern.match(/YYYY|MM|M|DD|D/g) ?? [];
  // Typed in any digits (an Arabic keyboard writes ٠-٩).
  const parts = latinDigits(text)
    .trim()
    .split(/[./\-\s]+/);
  if (parts.length !== 3 || order.length !== 3) return null;
  let y = 0;
  let mo = 0;
  let d = 0;
  for (let i = 0; i < 3; i++) {
    const part = parts[i]!;
    if (!/^\d{1,4}$/.test(part)) return null;
    const token = order[i]!;
    if (token === 'YYYY') {
      if (part.length !== 4) return null;
      y = Number(part);
    } else if (token.startsWith('M')) mo = Number(part);
    else d = Number(part);
  }
  const day = `${String(y).padStart(4, '0')}-${pad2(mo)}-${pad2(d)}`;
  return isDay(day) ? day : null;
}
