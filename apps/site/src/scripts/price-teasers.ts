// Fills the "from … per day" lines of the fleet cards (issue 23 price teasers) with the market's lowest
// price per category from the product API (GET /v1/apps/fleet/list). Loaded only on pages that have such a
// line; the line keeps its reserved height, so nothing moves when the price arrives or when it cannot.
import type { FleetCategory } from '@rental/markets';
import {
  decodeMoneyPattern,
  formatMoney,
  formatMoneyWith,
  fromPrice,
  type GroupFacts,
  type MoneyPattern,
} from '../lib/fleet-categories.ts';

type Group = GroupFacts & { fromPrice: { amountMinor: number; currency: string } };

function isGroup(value: unknown): value is Group {
  if (typeof value !== 'object' || value === null) return false;
  const g = value as Record<string, unknown>;
  const price = g.fromPrice as Record<string, unknown> | undefined;
  return (
    typeof g.code === 'string' &&
    typeof g.vehicleType === 'string' &&
    typeof g.bodyStyle === 'string' &&
    typeof g.transmission === 'string' &&
    typeof g.fuel === 'string' &&
    typeof price?.amountMinor === 'number' &&
    typeof price.currency === 'string'
  );
}

/** Writes the prices into every empty `[data-price-from]` slot of `doc`; leaves them empty on any failure. */
export async function fillPriceTeasers(doc: Document = document, apiBase = '/api'): Promise<void> {
  const slots = [...doc.querySelectorAll<HTMLElement>('[data-price-from]:not([data-filled])')];
  const country = doc.querySelector<HTMLMetaElement>('meta[name="rental-runtime"]')?.dataset.country;
  if (slots.length === 0 || !country) return;
  const locale = doc.documentElement.lang || 'en-US';
  let groups: Group[];
  try {
    const response = await fetch(`${apiBase}/v1/apps/fleet/list?countryCode=${encodeURIComponent(country)}`, {
      headers: { accept: 'application/json', 'accept-language': locale },
    });
    if (!response.ok) return;
    const body = (await response.json()) as { groups?: unknown };
    groups = Array.isArray(body.groups) ? body.groups.filter(isGroup) : [];
  } catch {
    return;
  }
  // Every slot of a page carries the same pattern: parse each distinct one once.
  const patterns = new Map<string | undefined, MoneyPattern | undefined>();
  const patternOf = (text: string | undefined) => {
    if (!patterns.has(text)) patterns.set(text, decodeMoneyPattern(text));
    return patterns.get(text);
  };
  for (const slot of slots) {
    const price = fromPrice(slot.dataset.priceFrom as FleetCategory, groups);
    const template = slot.dataset.template ?? '{price}';
    if (!price || !template.includes('{price}')) continue;
    const [before = '', after = ''] = template.split('{price}');
    // The amount is isolated (<bdi>): currency signs and digits keep their order in a right-to-left line.
    const amount = doc.createElement('bdi');
    // The build's pattern for the page's locale and currency; Intl only for another currency (its first
    // use on a page costs about 190 ms of main thread at 4× CPU slowdown, issue 16).
    const pattern = patternOf(slot.closest<HTMLElement>('[data-money]')?.dataset.money);
    amount.textContent =
      (pattern && formatMoneyWith(pattern, price.amountMinor, price.currency)) ??
      formatMoney(price.amountMinor, price.currency, locale);
    slot.replaceChildren(before, amount, after);
    slot.dataset.filled = '';
  }
}
