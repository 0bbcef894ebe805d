// The inline sign-in of the ride pages (issue 18): e-mail and password against POST /v1/auth/login (the
// account app's request; one generic message when either is wrong, the API never says which), a link
// to sign up on the account page (which brings the customer back here once signed up), the social providers the ride pages allow. Signing in tells the other
// apps of the page (announceSessionChange, through the session), and the view it sits in carries on.
import { type ApiError, asApiError, dataOf, useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { accountHref, currentAddress } from '@rental/remote-apps/account-links';
import { providersForPage, socialSignInOn, socialStartHref } from '@rental/remote-apps/social-sign-in';
import { Button, ErrorSummary, FormField, Notice, summaryItems, useSchemaForm } from '@rental/ui';
import { useId, useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { useRide } from './services.tsx';
import { useSession } from './session.tsx';

export function InlineSignIn({ intro }: { intro: string }) {
  const { t } = useTranslation('ride');
  const { api, context } = useRide();
  const session = useSession();
  const uid = useId().replace(/[^A-Za-z0-9-]/g, '');
  const ids = { email: `ride-sign-in-email-${uid}`, password: `ride-sign-in-password-${uid}` };
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      z.object({
        email: z
          .string()
          .check(
            z.trim(),
            z.minLength(1, t('signIn.emailRequired')),
            z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, t('signIn.emailInvalid')),
          ),
        password: z.string().check(z.minLength(1, t('signIn.passwordRequired'))),
      }),
    [t],
  );
  const form = useSchemaForm(schema, { mode: 'onTouched', defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting, submitCount } = form.formState;
  const items = summaryItems(errors, [
    { path: 'email', id: ids.email, label: t('signIn.email') },
    { path: 'password', id: ids.password, label: t('signIn.password') },
  ]);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { user } = await dataOf(
        api.POST('/v1/auth/login', { body: { email: values.email.trim(), password: values.password } }),
      );
      session.signedIn(user);
    } catch (error) {
      const e = asApiError(error);
      setFailure(t(failureKey(e)));
    }
  });
  return (
    <section className="ride__panel ride__sign-in" aria-labelledby={`ride-sign-in-${uid}`}>
      <h3 id={`ride-sign-in-${uid}`} className="ride__subtitle">
        {t('signIn.title')}
      </h3>
      <p>{intro}</p>
      <form noValidate onSubmit={submit} className="ride__form">
        <ErrorSummary
          title={t('form.summary', { count: items.length })}
          focusKey={submitCount}
          items={items}
        />
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        <FormField
          form={form}
          name="email"
          id={ids.email}
          label={t('signIn.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          isRequired
        />
        <FormField
          form={form}
          name="password"
          id={ids.password}
          label={t('signIn.password')}
          type="password"
          autoComplete="current-password"
          isRequired
        />
        <Button type="submit" isPending={isSubmitting}>
          {isSubmitting ? t('signIn.sending') : t('signIn.submit')}
        </Button>
      </form>
      <p>
        {t('signIn.noAccount')}{' '}
        <a href={accountHref(context.market.links.account, 'sign-up', currentAddress())}>
          {t('signIn.signUp')}
        </a>
      </p>
      <SocialSignIn />
    </section>
  );
}

function failureKey(error: ApiError): 'signIn.failed' | 'signIn.tooMany' | 'status.offline' {
  if (error.status === 429) return 'signIn.tooMany';
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'server')
    return 'status.offline';
  return 'signIn.failed';
}

/** The providers the market and the ride pages allow (spec §6: never Apple or Google here). */
function SocialSignIn() {
  const { t } = useTranslation('ride');
  const { api, context } = useRide();
  const offered = useRequest(socialSignInOn(context.market) ? 'social-providers' : null, (signal) =>
    dataOf(api.GET('/v1/auth/social/providers', { signal })),
  );
  if (offered.status !== 'done') return null;
  const providers = providersForPage(context.market, 'ride', offered.data.providers);
  if (providers.length === 0) return null;
  const returnTo = `${location.pathname}${location.hash}`;
  return (
    <ul className="ride__social" aria-label={t('signIn.social')}>
      {providers.map((p) => (
        <li key={p.id}>
          <a
            className="ride__social-link"
            href={socialStartHref(context.apiBaseUrl, p.id, returnTo)}
            data-astro-reload=""
          >
            {t('signIn.continueWith', { provider: p.name })}
          </a>
        </li>
      ))}
    </ul>
  );
}
