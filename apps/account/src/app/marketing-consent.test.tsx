// The marketing consent of the settings (#/account, issue 14 §8) through the mount contract, the API
// answered by a stand-in fetch: the checkbox shows the profile's answer and its date in the market's
// format, and saving sends only the consent.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mountAt } from './test-support.tsx';

const ada = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', createdAt: '' };
const adaProfile = {
  ...ada,
  phone: null,
  marketingConsent: false,
  marketingConsentAt: null as string | null,
  pendingEmail: null,
  hasPassword: true,
  linkedProviders: [],
  recentSocialSignIn: null,
};
/** When the stand-in API dates a changed answer. */
const answeredAt = '2026-03-07T12:00:00.000Z';

async function start(consent: Pick<typeof adaProfile, 'marketingConsent' | 'marketingConsentAt'>) {
  let profile = { ...adaProfile, ...consent };
  const patches: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(input, location.href), init);
      const path = new URL(request.url).pathname;
      if (path.endsWith('/v1/auth/session')) return json(200, { signedIn: true, user: ada });
      if (path.endsWith('/v2/users/me/profile') && request.method === 'PATCH') {
        const body = (await request.json()) as { marketingConsent?: boolean };
        patches.push(body);
        profile = { ...profile, ...body, marketingConsentAt: answeredAt };
        return json(200, { profile });
      }
      if (path.endsWith('/v2/users/me/profile')) return json(200, { profile });
      return json(404, { error: { code: 'not_found', message: 'no' } });
    }),
  );
  await mountAt('/account#/account');
  const section = (await screen.findByRole('heading', { name: 'Newsletter and offers' })).closest('section');
  if (!section) throw new Error('no newsletter section');
  return { section: within(section), patches };
}

describe('marketing consent in the settings', () => {
  it('shows the answer of the profile and when it was given', async () => {
    const { section } = await start({ marketingConsent: true, marketingConsentAt: answeredAt });
    const box = section.getByRole('checkbox', { name: 'Yes, send me news and offers by e-mail' });
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(section.getByText('You agreed on March 7, 2026.')).toBeTruthy();
  });

  it('saves a new consent, sends only it, and announces it saved', async () => {
    const { section, patches } = await start({ marketingConsent: false, marketingConsentAt: null });
    const box = section.getByRole('checkbox', {
      name: 'Yes, send me news and offers by e-mail',
    }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(section.queryByText(/You agreed on/)).toBeNull();
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    fireEvent.click(section.getByRole('button', { name: 'Save my choice' }));
    expect((await section.findByRole('status')).textContent).toBe('Your changes have been saved.');
    expect(patches).toEqual([{ marketingConsent: true }]);
    expect(box.checked).toBe(true);
    expect(section.getByText('You agreed on March 7, 2026.')).toBeTruthy();
  });
});
