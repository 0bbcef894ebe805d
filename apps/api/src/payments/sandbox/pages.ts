// The sandbox's customer-facing pages: a plain hosted card page, the 3-D Secure step, and an index that
// lists the test cards. Server-rendered HTML that needs no JavaScript; deliberately not our brand (the
// customer is on the provider's page), and marked as a test page on every screen. The text is English;
// amounts and dates follow the session's locale.
import { createHash } from 'node:crypto';
import { escapeHtml } from '../../mail/templates.ts';
import type { ProviderAmount } from '../provider.ts';
import type { CardField, CardForm, FieldErrors, SessionRecord } from './store.ts';

export const PROVIDER_NAME = 'Sandbox Pay';

const css = `*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f2f3f5}
.test{margin:0;padding:.5rem 1rem;background:#fff1cc;color:#5c3b00;border-bottom:1px solid #d9b55c;text-align:center;font-weight:600}
header{background:#fff;border-bottom:1px solid #d5d7db}
.brand{margin:0 auto;max-width:30rem;padding:.75rem 1rem;font-weight:700;letter-spacing:.02em}
main{max-width:30rem;margin:1.5rem auto;padding:0 1rem}
.panel{background:#fff;border:1px solid #d5d7db;border-radius:8px;padding:1.25rem}
h1{font-size:1.25rem;margin:0 0 .25rem}
h2{font-size:1.1rem;margin:0 0 .5rem}
.amount{font-size:2rem;font-weight:700;margin:.25rem 0}
.muted{color:#4a4f57}
label{display:block;font-weight:600;margin-top:1rem}
.hint{display:block;color:#4a4f57;font-size:.9rem}
input{display:block;width:100%;margin-top:.25rem;padding:.6rem .7rem;font:inherit;border:1px solid #6b7078;border-radius:6px;background:#fff;color:inherit}
input[aria-invalid=true]{border:2px solid #b3261e}
.row{display:flex;gap:1rem}.row>div{flex:1;min-width:0}
@media (max-width:26rem){.row{display:block}}
.field-error{color:#b3261e;font-weight:600;margin:.25rem 0 0}
.summary{border:2px solid #b3261e;border-radius:8px;padding:1rem;margin-bottom:1rem;background:#fff}
.summary h2{color:#b3261e}.summary ul{margin:0;padding-left:1.25rem}.summary a{color:#b3261e;font-weight:600}
button{display:block;width:100%;margin-top:1.25rem;padding:.75rem 1rem;font:inherit;font-weight:700;border-radius:6px;border:2px solid #1a4fb8;background:#1a4fb8;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1a4fb8;margin-top:.75rem}
:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}
details{margin-top:1.5rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{text-align:left;padding:.3rem .4rem;border-bottom:1px solid #d5d7db;vertical-align:top}
code{font-family:ui-monospace,monospace;white-space:nowrap}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
footer{max-width:30rem;margin:0 auto 2rem;padding:0 1rem;font-size:.85rem;color:#4a4f57}`;

/** The Content-Security-Policy hash of the one style sheet: pages allow no other style and no script. */
export const styleHash = `sha256-${createHash('sha256').update(css).digest('base64')}`;

/** The minor-unit amount formatted for the locale, e.g. "49,00 €" for de-DE. */
export function formatAmount(amount: ProviderAmount, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: amount.currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount.valueMinor / 10 ** digits);
}

function localeOf(record: SessionRecord): string {
  return record.input.locale ?? 'en';
}

/** The amount in the customer's locale, marked as such for assistive technology. */
function amountHtml(record: SessionRecord): string {
  const locale = localeOf(record);
  return `<span lang="${escapeHtml(locale)}">${escapeHtml(formatAmount(record.input.amount, locale))}</span>`;
}

function page(title: string, main: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${css}</style>
</head><body>
<header><p class="test">Test payment page (sandbox): no real card is charged</p>
<p class="brand">${PROVIDER_NAME}</p></header>
<main>
${main}
</main>
<footer>${PROVIDER_NAME} is a local stand-in for a payment provider, for development and tests only.</footer>
</body></html>`;
}

/** The test cards, as the index and the card page list them for the developer. */
export const TEST_CARD_ROWS: readonly [string, string][] = [
  ['4242 4242 4242 4242', 'Visa: authorised'],
  ['5555 5555 5555 4444', 'Mastercard: authorised'],
  ['4000 0000 0000 0002', 'Declined'],
  ['4000 0000 0000 9995', 'Declined: insufficient funds'],
  ['4000 0000 0000 0069', 'Declined: expired card'],
  ['4000 0000 0000 3220', '3-D Secure: asks for authentication'],
  ['4000 0000 0000 0341', 'Authorised and stored; later charges of the stored card are declined'],
];

function testCardTable(): string {
  const rows = TEST_CARD_ROWS.map(([n, what]) => `<tr><td><code>${n}</code></td><td>${what}</td></tr>`).join(
    '',
  );
  return `<table><thead><tr><th scope="col">Card number</th><th scope="col">Result</th></tr></thead><tbody>${rows}</tbody></table>
<p class="muted">Any future expiry date (MM/YY), any 3 digits as the security code, any name. Any other number that passes the Luhn check is authorised.</p>`;
}

const FIELD_LABELS: Record<CardField, string> = {
  card_number: 'Card number',
  expiry: 'Expiry date',
  cvc: 'Security code (CVC)',
  holder: 'Name on card',
};

/** The hosted card page; `errors` from a sent form are summarised at the top and shown at each field. */
export function cardPage(
  record: SessionRecord,
  merchantName: string,
  form: Partial<CardForm> = {},
  errors: FieldErrors = {},
): string {
  const setup = record.input.mode === 'setup';
  const wrong = (Object.keys(FIELD_LABELS) as CardField[]).filter((f) => errors[f]);
  const summary = wrong.length
    ? `<div class="summary" role="alert" tabindex="-1" autofocus aria-labelledby="summary-title">
<h2 id="summary-title">There is a problem</h2>
<ul>${wrong.map((f) => `<li><a href="#${f}">${escapeHtml(errors[f] ?? '')}</a></li>`).join('')}</ul>
</div>`
    : '';
  const field = (name: CardField, attrs: string, hint?: string, value = form[name] ?? ''): string => {
    const describedBy = [hint && `${name}-hint`, errors[name] && `${name}-error`].filter(Boolean).join(' ');
    return `<label for="${name}">${FIELD_LABELS[name]}</label>${hint ? `<span class="hint" id="${name}-hint">${hint}</span>` : ''}
${errors[name] ? `<p class="field-error" id="${name}-error"><span class="visually-hidden">Error: </span>${escapeHtml(errors[name] ?? '')}</p>` : ''}
<input id="${name}" name="${name}" type="text" ${attrs} required value="${escapeHtml(value)}"${describedBy ? ` aria-describedby="${describedBy}"` : ''}${errors[name] ? ' aria-invalid="true"' : ''}>`;
  };
  const what = setup
    ? `<p class="amount">Save a card</p><p>Nothing is charged now: ${escapeHtml(merchantName)} keeps the card for later payments you agreed to.</p>`
    : `<p class="amount">${amountHtml(record)}</p>`;
  const title = setup ? `Save a card for ${merchantName}` : `Pay ${merchantName}`;
  const main = `${summary}<div class="panel">
<h1>${escapeHtml(title)}</h1>
<p class="muted">${escapeHtml(record.input.description)}</p>
${what}
<form method="post" action="/pay/${encodeURIComponent(record.id)}" novalidate>
${field('card_number', 'inputmode="numeric" autocomplete="cc-number" spellcheck="false" maxlength="23"', 'The long number on the front of the card')}
<div class="row"><div>
${field('expiry', 'inputmode="numeric" autocomplete="cc-exp" spellcheck="false" maxlength="7"', 'MM/YY')}
</div><div>
${field('cvc', 'inputmode="numeric" autocomplete="cc-csc" spellcheck="false" maxlength="4"', '3 or 4 digits', '')}
</div></div>
${field('holder', 'autocomplete="cc-name" spellcheck="false" maxlength="100"')}
<button type="submit">${setup ? 'Save card' : `Pay ${amountHtml(record)}`}</button>
</form>
<form method="post" action="/pay/${encodeURIComponent(record.id)}/cancel">
<button type="submit" class="secondary">Cancel payment</button>
</form>
</div>
<details><summary>Test cards</summary>${testCardTable()}</details>`;
  return page(`${wrong.length ? 'Error: ' : ''}${title} – ${PROVIDER_NAME}`, main);
}

/** The card issuer's 3-D Secure step, simulated: the developer chooses the outcome. */
export function challengePage(record: SessionRecord, merchantName: string): string {
  const action = `/challenge/${encodeURIComponent(record.id)}`;
  const main = `<div class="panel">
<h1>Confirm it is you</h1>
<p>Your bank asks you to confirm this ${record.input.mode === 'setup' ? 'card' : 'payment'} to ${escapeHtml(merchantName)}${record.input.mode === 'setup' ? '' : ` of ${amountHtml(record)}`}.</p>
<p class="muted">Test 3-D Secure step: choose what the bank's check does.</p>
<form method="post" action="${action}">
<button type="submit" name="outcome" value="complete">Complete authentication</button>
<button type="submit" name="outcome" value="fail" class="secondary">Fail authentication</button>
</form>
</div>`;
  return page(`Confirm it is you – ${PROVIDER_NAME}`, main);
}

/** The sandbox's front page (the URL `npm start` prints): what it is and the test cards. */
export function indexPage(): string {
  return page(
    `${PROVIDER_NAME} (local test provider)`,
    `<div class="panel"><h1>${PROVIDER_NAME}: local payment provider</h1>
<p>The checkout and pay pages send you here to pay. Use these test cards:</p>
${testCardTable()}</div>`,
  );
}

export function notFoundPage(): string {
  return page(
    `Payment not found – ${PROVIDER_NAME}`,
    `<div class="panel"><h1>Payment not found</h1><p>This payment page does not exist (the sandbox keeps its payments only while it runs). Go back to the shop and start the payment again.</p></div>`,
  );
}
