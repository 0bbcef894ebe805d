// The payment provider of the configuration (issue 21, ADR 020): PAYMENT_PROVIDER names it, the other
// PAYMENT_* variables reach it; none configured, online payment is off.
import type { ApiConfig } from '../config.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

/** The configured provider, or undefined when online payment is off. */
export function paymentProviderOf(config: ApiConfig): PaymentProvider | undefined {
  const c = config.payments;
  if (!c) return undefined;
  // 'sandbox' is the only provider so far; a real one is another implementation chosen here.
  return createSandboxProvider({ url: c.url, secretKey: c.secretKey, webhookSecret: c.webhookSecret });
}
