// Unit tests' set-up for the app's views and shared components: a component rendered with the app's
// strings (en-US, or de-DE and ar-SA for the language checks), services made from a sample mount context,
// and the API answered by a stand-in fetch with the contract's payloads.
import { createApiClient } from '@rental/api-client';
import { createI18n, localeBundles, NamespaceGate } from '@rental/i18n';
import { type AppContext, sampleContext } from '@rental/remote-apps';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AppServicesProvider } from './app-services.tsx';
import { appFormatters } from './format.ts';

const strings = {
  'check-in': localeBundles(import.meta.glob('./locales/{en-US,de-DE,ar-SA}.ts', { eager: true })),
  damages: localeBundles(import.meta.glob('./damages/locales/{en-US,de-DE,ar-SA}.ts', { eager: true })),
};

/** The sample mount context of the check-in page. */
export const testContext = (locale = 'en-US', view = 'check-in'): AppContext =>
  sampleContext({ app: 'check-in', locale, view }) as AppContext;

/** Renders `ui` inside the app's strings and services. */
export function renderWithApp(ui: ReactNode, options: { locale?: string } = {}) {
  const context = testContext(options.locale);
  const i18n = createI18n({
    locale: context.locale,
    namespaces: {
      'check-in': { bundled: strings['check-in'] },
      damages: { bundled: strings.damages },
    },
  });
  const services = { context, api: createApiClient(context), format: appFormatters(context) };
  return render(
    <NamespaceGate i18n={i18n} namespaces={['check-in', 'damages']} fallbackText="" className="check-in">
      <AppServicesProvider value={services}>
        <div className="check-in">{ui}</div>
      </AppServicesProvider>
    </NamespaceGate>,
  );
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An API refusal: `{ error: { code, message, fields } }`. */
export const refusal = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  json({ error: { code, message, ...(fields ? { fields } : {}) } }, status);

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Answers the app's requests with `handler` (a 404 for what it does not answer); the calls are kept. */
export function stubApi(handler: (call: Call) => Response | undefined): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost/');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      const call = { method, path: url.pathname.replace(/^\/api/, ''), body };
      calls.push(call);
      return handler(call) ?? refusal(404, 'not_found', `no stand-in for ${method} ${call.path}`);
    }),
  );
  return calls;
}
