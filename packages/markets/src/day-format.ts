// A day in a market's numeric date pattern, on its own: the page's host loader writes first views' days
// with it (ADR 014) and must stay small, so it imports this module, not the formatters.

/** A 'YYYY-MM-DD' day in a market's numeric date pattern: ('2026-03-07', 'DD.MM.YYYY') -> '07.03.2026'. */
export function formatDay(day: string, pattern: string): string {
  const [y = '', m = '', d = ''] = day.split('-');
  const tokens: Record<string, string> = {
    YYYY: y,
    MM: m,
    M: String(Number(m)),
    DD: d,
    D: String(Number(d)),
  };
  return pattern.replace(/YYYY|MM|M|DD|D/g, (token) => tokens[token] ?? token);
}
