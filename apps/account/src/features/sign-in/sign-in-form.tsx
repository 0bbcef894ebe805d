// Sign in (spec §7 POST /v1/auth/login): e-mail and password, one generic message when either is wrong
// (the API never says which). On the login section and in place of any protected section while signed
// out, so the customer lands on the section they asked for once signed in.
import { ApiError, dataOf } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Button, ErrorSummary, FormField, Notice, summaryItems, useSchemaForm } from '@rental/ui';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { useAppServices } from '../../shared/app-services.tsx';
import { failureKey } from '../../shared/failure-key.ts';
import { signInSubmitId, useFirstView } from '../../shared/first-view.tsx';
import { emailRule, ruleMessages } from '../../shared/rules.ts';
import { useSession } from '../../shared/session.tsx';
import { type SocialOutcome, SocialOutcomeNotice } from '../../shared/social.tsx';
import { ViewHeading } from '../../shared/view-heading.tsx';
import { SocialSignIn } from './social-sign-in.tsx';

interface Props {
  /** Shown above the form when a protected section asked for the sign-in. */
  intro?: boolean;
  /** Links of the other signed-out sections. */
  hrefs: { signUp: string; reset: string };
  /** Where a social sign-in returns: this page and section, e.g. '/account#/bookings'. */
  returnTo: string;
  /** The outcome of a social sign-in that came back here without signing in. */
  social?: { outcome: SocialOutcome; provider: string } | undefined;
}

export function SignInForm({ intro = false, hrefs, returnTo, social }: Props) {
  const { t } = useTranslation('account');
  const { api } = useAppServices();
  const session = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => {
    const m = ruleMessages(t);
    return z.object({
      /** E-mail address of the account. */
      email: emailRule(m),
      /** Password (not checked against the sign-up rules: older passwords may predate them). */
      password: z.string().check(z.refine((v) => v !== '', { error: m.passwordRequired })),
    });
  }, [t]);
  // The static first view (issue 16): built without anything that submits; taken over with what the
  // visitor typed there, the focus and the caret where they were.
  const first = useFirstView();
  const { staticView } = first;
  const [handoff] = useState(() => (first.handoff?.used ? undefined : first.handoff));
  const form = useSchemaForm(schema, {
    mode: 'onTouched',
    defaultValues: { email: handoff?.email ?? '', password: handoff?.password ?? '' },
  });
  useLayoutEffect(() => {
    const focus = handoff?.focus;
    if (!focus) return;
    const input = document.getElementById(`sign-in-${focus.field}`);
    if (!(input instanceof HTMLInputElement)) return;
    input.focus({ preventScroll: true });
    if (focus.start !== null && focus.end !== null) input.setSelectionRange(focus.start, focus.end);
  }, [handoff]);
  const formRef = useRef<HTMLFormElement>(null);
  // "Sign in" pressed in the static view while the app was on its way: sent now, once.
  useEffect(() => {
    if (!handoff || handoff.used) return;
    handoff.used = true;
    if (handoff.submit) formRef.current?.requestSubmit();
  }, [handoff]);
  const { errors, isSubmitting, submitCount } = form.formState;
  const items = summaryItems(errors, [
    { path: 'email', id: 'sign-in-email', label: t('fields.email') },
    { path: 'password', id: 'sign-in-password', label: t('fields.password') },
  ]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { user } = await dataOf(
        api.POST('/v1/auth/login', { body: { email: values.email.trim(), password: values.password } }),
      );
      session.signedIn(user);
    } catch (error) {
      const e = error instanceof ApiError ? error : new ApiError(0, 'network', String(error));
      setFailure(t(failureKey(e) ?? 'signIn.failed'));
    }
  });

  return (
    <section aria-labelledby="sign-in-title" className="account__panel">
      <ViewHeading id="sign-in-title">{t('signIn.title')}</ViewHeading>
      {intro ? <p>{t('signIn.intro')}</p> : null}
      {social ? <SocialOutcomeNotice {...social} /> : null}
      <form noValidate onSubmit={submit} className="account__form" ref={formRef}>
        <ErrorSummary title={t('summary', { count: items.length })} focusKey={submitCount} items={items} />
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        <FormField
          form={form}
          name="email"
          id="sign-in-email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          isRequired
        />
        <FormField
          form={form}
          name="password"
          id="sign-in-password"
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          isRequired
        />
        {/* Static, the button submits nothing: with two text fields and no submit button, Enter does not
            send the form either (the password never goes into an address before the app is there). */}
        <Button id={signInSubmitId} type={staticView ? 'button' : 'submit'} isDisabled={isSubmitting}>
          {t('signIn.submit')}
        </Button>
      </form>
      <p>
        <a href={hrefs.reset}>{t('signIn.forgot')}</a>
      </p>
      <p>
        {t('signIn.noAccount')} <a href={hrefs.signUp}>{t('signIn.toSignUp')}</a>
      </p>
      {/* Last: the providers arrive after the form, and nothing may move down when they do (issue 16). */}
      {staticView ? null : <SocialSignIn returnTo={returnTo} />}
    </section>
  );
}
