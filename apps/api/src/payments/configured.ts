// The payment provider of the configuration (issue 21, ADR 020): PAYMENT_PROVIDER names it, the other
// PAYMENT_* variables reach it; none configured, online payment is off.
import type { ApiConfig } from '../config.ts';
import type { PaymentProvider } from './provider.ts';

/** The configured provider, or undefined when online payment is off. */
export function paymentProviderOf(config: ApiConfig): PaymentProvider | undefined {
  const c = config.payments;
  if (!c) return undefined;
  throw new Error(`The payment provider '${c.provider}' is not available in this build yet.`);
}
