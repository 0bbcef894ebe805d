// The local payment sandbox as the end-to-end suites use it (issue 21, ADR 020): its test cards by name
// and a helper that pays on its hosted page the way a customer does. apps/api's sandbox tests pin that
// these numbers behave as named.
import type { Page } from '@playwright/test';

/** The sandbox's test cards, as a customer types them. Any future expiry, any CVC, any name. */
export const testCards = {
  /** Authorised. */
  visa: '4242 4242 4242 4242',
  /** Authorised. */
  mastercard: '5555 5555 5555 4444',
  /** Refused: 'declined'. */
  declined: '4000 0000 0000 0002',
  /** Refused: 'insufficient_funds'. */
  insufficientFunds: '4000 0000 0000 9995',
  /** Refused: 'expired_card'. */
  expiredCard: '4000 0000 0000 0069',
  /** Asks for 3-D Secure: the challenge page completes ('authorised') or fails ('authentication_failed'). */
  threeDSecure: '4000 0000 0000 3220',
  /** Authorised and stored; every later charge of the stored card is refused 'declined' (renewals). */
  declinesLater: '4000 0000 0000 0341',
} as const;

export type TestCardName = keyof typeof testCards;

export interface PayOnSandboxOptions {
  /** A test card's name or any card number. */
  card: TestCardName | (string & {});
  /** The 3-D Secure answer for the 3-D Secure card; default 'complete'. */
  challenge?: 'complete' | 'fail';
  /** Name on card; default 'Test Customer'. */
  holder?: string;
  /** MM/YY; default December three years ahead. */
  expiry?: string;
  /** Press "Cancel payment" instead of paying. */
  cancel?: boolean;
}

/**
 * Pays on the sandbox's hosted page: waits for it (after the app sent the browser there), fills the card
 * form, answers the 3-D Secure step when one comes, and waits until the browser is back on the shop with
 * `payment_session` in the address. Returns the session id.
 */
export async function payOnSandbox(page: Page, options: PayOnSandboxOptions): Promise<{ sessionId: string }> {
  await page.waitForURL(/\/pay\/cs_[A-Za-z0-9]+$/);
  const sessionId = new URL(page.url()).pathname.split('/').pop() ?? '';
  if (options.cancel) {
    await page.getByRole('button', { name: 'Cancel payment' }).click();
  } else {
    const number = options.card in testCards ? testCards[options.card as TestCardName] : options.card;
    const year = (new Date().getUTCFullYear() + 3) % 100;
    await page.getByLabel('Card number').fill(number);
    await page.getByLabel('Expiry date').fill(options.expiry ?? `12/${String(year).padStart(2, '0')}`);
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByLabel('Name on card').fill(options.holder ?? 'Test Customer');
    await page.getByRole('button', { name: /^(Pay|Save card)/ }).click();
    if (number.replace(/\s/g, '') === testCards.threeDSecure.replace(/\s/g, '')) {
      await page.getByRole('heading', { name: 'Confirm it is you' }).waitFor();
      const answer = options.challenge === 'fail' ? 'Fail authentication' : 'Complete authentication';
      await page.getByRole('button', { name: answer }).click();
    }
  }
  await page.waitForURL((url) => url.searchParams.get('payment_session') === sessionId);
  return { sessionId };
}
