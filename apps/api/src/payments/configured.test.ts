// The payment configuration (issue 21): all PAYMENT_* variables together or none, secrets long enough,
// named one by one when wrong; no provider means online payment is off.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { paymentProviderOf } from './configured.ts';

const secret = 'x'.repeat(32);
const full = {
  PAYMENT_PROVIDER: 'sandbox',
  PAYMENT_PROVIDER_URL: 'http://127.0.0.1:4725/',
  PAYMENT_SECRET_KEY: `sk_${secret}`,
  PAYMENT_WEBHOOK_SECRET: `wh_${secret}`,
  PAYMENT_LINK_SECRET: `pl_${secret}`,
};

describe('payment configuration', () => {
  it('is off without a provider', () => {
    expect(loadConfig({}).payments).toBeUndefined();
  });

  it('reads every variable of a provider (the URL without its trailing slash)', () => {
    expect(loadConfig(full).payments).toEqual({
      provider: 'sandbox',
      url: 'http://127.0.0.1:4725',
      secretKey: `sk_${secret}`,
      webhookSecret: `wh_${secret}`,
      linkSecret: `pl_${secret}`,
    });
  });

  it.each([
    ['PAYMENT_WEBHOOK_SECRET', undefined, 'PAYMENT_WEBHOOK_SECRET: required with PAYMENT_PROVIDER=sandbox'],
    ['PAYMENT_LINK_SECRET', 'short', 'PAYMENT_LINK_SECRET must be at least 32 characters without spaces'],
    ['PAYMENT_PROVIDER', 'stripe', "PAYMENT_PROVIDER must be 'sandbox' (or unset)"],
    [
      'PAYMENT_PROVIDER_URL',
      'ftp://pay',
      'PAYMENT_PROVIDER_URL must be an origin such as https://pay.example',
    ],
  ])('%s=%s is refused, naming it', (name, value, message) => {
    expect(() => loadConfig({ ...full, [name]: value })).toThrow(message);
  });

  it('wants https in production', () => {
    expect(() =>
      loadConfig({ ...full, NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' }),
    ).toThrow('PAYMENT_PROVIDER_URL: must be https with NODE_ENV=production');
  });
});

describe('the configured provider', () => {
  it('is the sandbox client for PAYMENT_PROVIDER=sandbox, none without', () => {
    expect(paymentProviderOf(loadConfig(full))?.name).toBe('sandbox');
    expect(paymentProviderOf(loadConfig({}))).toBeUndefined();
  });
});
