// A new customer creates their account at the funnel's details step, without leaving it (issue 17 §2):
// the account's sign-up rules and fields (@rental/ui/account-rules; POST /v2/users signs the new customer
// in at once), each problem said as the field is left and all in the error summary on submit. The other
// apps of the page hear of the new session (the header's sign-in shows the name); the funnel goes on
// with the step's own fields. An e-mail that already has an account gets the way to sign in instead.
import { ApiError, dataOf } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { announceSessionChange } from '@rental/remote-apps/session';
import {
  AccountFields,
  accountFieldIds,
  Button,
  ErrorSummary,
  Notice,
  summaryItems,
  useSchemaForm,
} from '@rental/ui';
import { ruleMessages, signUpSchema } from '@rental/ui/account-rules';
import { useMemo, useState } from 'react';
import type { SignedInUser } from '../../shared/order-api.ts';
import { useSubscription } from '../../shared/services.tsx';

interface Props {
  /** The account's sign-in, coming back to this step. */
  signInHref: string;
  /** The new customer, signed in. */
  onSignedUp: (user: SignedInUser) => void;
}

const ids = accountFieldIds('subscription-sign-up');

export function InlineSignUp({ signInHref, onSignedUp }: Props) {
  const { t } = useTranslation('subscription');
  const { api } = useSubscription();
  const [failure, setFailure] = useState<'exists' | 'tooMany' | 'unavailable' | null>(null);
  const schema = useMemo(() => signUpSchema(ruleMessages((key) => t(key))), [t]);
  const form = useSchemaForm(schema, {
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors, isSubmitting, submitCount } = form.formState;
  const items = summaryItems(errors, [
    { path: 'firstName', id: ids.firstName, label: t('funnel.firstName') },
    { path: 'lastName', id: ids.lastName, label: t('funnel.lastName') },
    { path: 'email', id: ids.email, label: t('funnel.signUp.email') },
    { path: 'password', id: ids.password, label: t('funnel.signUp.password') },
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
      announceSessionChange();
      onSignedUp(user);
    } catch (error) {
      const e = error instanceof ApiError ? error : new ApiError(0, 'network', String(error));
      if (e.code === 'email_exists') setFailure('exists');
      else if (e.fields.password) form.setError('password', { message: t('funnel.signUp.passwordRefused') });
      else if (e.fields.email) form.setError('email', { message: t('rules.email') });
      else setFailure(e.status === 429 ? 'tooMany' : 'unavailable');
    }
  });

  return (
    <section aria-labelledby="subscription-sign-up-title" className="subscription-funnel__sign-up">
      <h3 id="subscription-sign-up-title">{t('funnel.signUp.title')}</h3>
      <p>{t('funnel.signUp.intro')}</p>
      <form noValidate onSubmit={submit} className="subscription-funnel__form">
        <ErrorSummary
          title={t('funnel.signUp.summary', { count: items.length })}
          focusKey={submitCount}
          items={items}
        />
        <div role="alert">
          {failure ? (
            <Notice tone="error">
              {t(`funnel.signUp.${failure}`)}{' '}
              {failure === 'exists' ? <a href={signInHref}>{t('funnel.signIn')}</a> : null}
            </Notice>
          ) : null}
        </div>
        <AccountFields
          form={form}
          idPrefix="subscription-sign-up"
          labels={{
            firstName: t('funnel.firstName'),
            lastName: t('funnel.lastName'),
            email: t('funnel.signUp.email'),
            password: t('funnel.signUp.password'),
          }}
          passwordHint={t('funnel.signUp.passwordHint')}
        />
        <Button type="submit" isDisabled={isSubmitting}>
          {t('funnel.signUp.submit')}
        </Button>
      </form>
    </section>
  );
}
