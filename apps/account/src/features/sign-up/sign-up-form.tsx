// Sign-up (spec §3 "Sign-up user", §5 rules, §8 messages; POST /v2/users): each field is checked as the
// customer leaves it and all again on submit, problems listed in the error summary; the API signs the
// new customer in at once. An e-mail that already has an account gets the spec's own answer.
import { ApiError, dataOf } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import {
  AccountFields,
  accountFieldIds,
  Button,
  ErrorSummary,
  Notice,
  summaryItems,
  useSchemaForm,
} from '@rental/ui';
import { useMemo, useState } from 'react';
import { useAppServices } from '../../shared/app-services.tsx';
import { failureKey } from '../../shared/failure-key.ts';
import { ruleMessages, signUpSchema } from '../../shared/rules.ts';
import { useSession } from '../../shared/session.tsx';
import { ViewHeading } from '../../shared/view-heading.tsx';

export function SignUpForm({ signInHref }: { signInHref: string }) {
  const { t } = useTranslation('account');
  const { api } = useAppServices();
  const session = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => signUpSchema(ruleMessages(t)), [t]);
  const form = useSchemaForm(schema, {
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors, isSubmitting, submitCount } = form.formState;
  const ids = accountFieldIds('sign-up');
  const items = summaryItems(errors, [
    { path: 'firstName', id: ids.firstName, label: t('fields.firstName') },
    { path: 'lastName', id: ids.lastName, label: t('fields.lastName') },
    { path: 'email', id: ids.email, label: t('fields.email') },
    { path: 'password', id: ids.password, label: t('fields.password') },
  ]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { user } = await dataOf(
        api.POST('/v2/users', {
          body: {
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            email: values.email.trim(),
            password: values.password,
          },
        }),
      );
      session.signedIn(user);
    } catch (error) {
      const e = error instanceof ApiError ? error : new ApiError(0, 'network', String(error));
      if (e.code === 'email_exists') setFailure(t('signUp.exists'));
      else if (e.fields.password) form.setError('password', { message: t('errors.passwordRefused') });
      else setFailure(t(failureKey(e) ?? 'errors.unavailable'));
    }
  });

  return (
    <section aria-labelledby="sign-up-title" className="account__panel">
      <ViewHeading id="sign-up-title">{t('signUp.title')}</ViewHeading>
      <form noValidate onSubmit={submit} className="account__form">
        <ErrorSummary title={t('summary', { count: items.length })} focusKey={submitCount} items={items} />
        {failure ? (
          <Notice tone="error">
            {failure} {signInLink(failure === t('signUp.exists'), signInHref, t('signUp.toSignIn'))}
          </Notice>
        ) : null}
        <AccountFields
          form={form}
          idPrefix="sign-up"
          labels={{
            firstName: t('fields.firstName'),
            lastName: t('fields.lastName'),
            email: t('fields.email'),
            password: t('fields.password'),
          }}
          passwordHint={t('fields.passwordHint')}
        />
        <Button type="submit" isDisabled={isSubmitting}>
          {t('signUp.submit')}
        </Button>
      </form>
      <p>
        {t('signUp.haveAccount')} <a href={signInHref}>{t('signUp.toSignIn')}</a>
      </p>
    </section>
  );
}

/** The sign-in link after the "account already exists" answer. */
function signInLink(show: boolean, href: string, label: string) {
  return show ? <a href={href}>{label}</a> : null;
}
