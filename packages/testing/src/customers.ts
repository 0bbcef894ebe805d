// The customer's side of the product the suites share (issue 20: the account's and the booking engine's
// business tests): calls to the site's API from a page, as the apps make them, accounts made through it,
// and links read from the development mail sink.
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { e2ePort } from './sites.ts';

/** A call to the site's own API from the page (same origin, as the apps call it). */
export async function callApi(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  return page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(`/api${path}`, {
        method: init.method ?? 'GET',
        headers: { 'content-type': 'application/json', ...init.headers },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { path, init },
  );
}

/**
 * The link of the latest e-mail to `email` that matches `pattern`, as it arrived over SMTP at the
 * development mail sink that `npm start` runs (read from the mail viewer's JSON, loopback only, on
 * E2E_PORT + 3): the path and hash of the link, after checking that it points at the site the customer used.
 */
export async function mailLinkFor(page: Page, email: string, pattern: RegExp, what: string): Promise<string> {
  const origin = new URL(page.url()).origin;
  let link: URL | undefined;
  await expect
    .poll(
      async () => {
        const answer = await fetch(`http://127.0.0.1:${e2ePort + 3}/messages.json`);
        const { messages } = (await answer.json()) as { messages: Array<{ to: string[]; text: string }> };
        // The newest matching mail, whatever language it was written in.
        const found = messages
          .filter((m) => m.to.includes(email))
          .map((m) => m.text.match(pattern)?.[0])
          .find(Boolean);
        link = found ? new URL(found) : undefined;
        return link?.origin;
      },
      { message: `${what} to ${email} at the development mail sink`, timeout: 15_000 },
    )
    .toBe(origin);
  return `${link!.pathname}${link!.hash}`;
}

/** The link of the latest invitation to book for a company sent to `email` (issue 20). */
export function invitationLinkFor(page: Page, email: string): Promise<string> {
  return mailLinkFor(
    page,
    email,
    /https?:\/\/\S+\/account\/?#\/business-invitation\?token=[\w-]+/,
    'an invitation to book for a company',
  );
}

/** A new account through the API from a page of the site (POST /v2/users signs the page in). */
export async function signUpByApi(
  page: Page,
  user: { firstName: string; lastName: string; email: string; password: string },
) {
  const answer = await callApi(page, '/v2/users', { method: 'POST', body: user });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

/** Signs the page's site in through the API (POST /v1/auth/login). */
export async function signInByApi(page: Page, email: string, password: string) {
  const answer = await callApi(page, '/v1/auth/login', { method: 'POST', body: { email, password } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}
