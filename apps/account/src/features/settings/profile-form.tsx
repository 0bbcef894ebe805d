// Name and phone (issue 14 §8; PATCH /v2/users/me/profile): the sign-up rules for names (spec §5), the
// phone with the market's dialling prefix offered, and the session updated so the login container shows
// the new first name at once.
import { asApiError, dataOf } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { FormField, useSchemaForm } from '@rental/ui';
import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { AccountForm, applyFieldErrors } from '../../shared/account-form.tsx';
import { useAppServices } from '../../shared/app-services.tsx';
import { failureKey } from '../../shared/failure-key.ts';
import { nameRule, phonePattern, ruleMessages } from '../../shared/rules.ts';
import { useSession } from '../../shared/session.tsx';

interface Profile {
  firstName: string;
  lastName: string;
  phone: string | null;
}

export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const { api, context } = useAppServices();
  const session = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const schema = useMemo(() => {
    const m = ruleMessages(t);
    return z.object({
      /** First name, at most 50 characters. */
      firstName: nameRule(m.required, m.firstNameMax),
      /** Last name, at most 50 characters. */
      lastName: nameRule(m.required, m.lastNameMax),
      /** Phone with its country prefix, or empty. */
      phone: z.string().check(
        z.refine((v) => v.trim() === '' || phonePattern.test(v.trim()), {
          error: t('settings.phoneInvalid', { prefix: context.market.phonePrefix }),
        }),
      ),
    });
  }, [t, context.market.phonePrefix]);
  const form = useSchemaForm(schema, {
    mode: 'onTouched',
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone ?? '' },
  });
  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    setDone(null);
    try {
      const { profile: next } = await dataOf(
        api.PATCH('/v2/users/me/profile', {
          body: { firstName: v.firstName.trim(), lastName: v.lastName.trim(), phone: v.phone.trim() || null },
        }),
      );
      if (session.state.status === 'signed-in')
        session.signedIn({ ...session.state.user, firstName: next.firstName, lastName: next.lastName });
      setDone(t('settings.saved'));
    } catch (error) {
      const e = asApiError(error);
      if (!applyFieldErrors(form, e, { firstName: 'firstName', lastName: 'lastName', phone: 'phone' }))
        setFailure(t(failureKey(e) ?? 'errors.unavailable'));
    }
  });
  return (
    <section aria-labelledby="profile-title" className="account__group">
      <h3 id="profile-title">{t('settings.profileTitle')}</h3>
      <AccountForm
        form={form}
        onSubmit={submit}
        failure={failure}
        done={done}
        submitLabel={t('settings.save')}
        fields={[
          { path: 'firstName', id: 'profile-first-name', label: t('fields.firstName') },
          { path: 'lastName', id: 'profile-last-name', label: t('fields.lastName') },
          { path: 'phone', id: 'profile-phone', label: t('settings.phone') },
        ]}
      >
        <FormField
          form={form}
          name="firstName"
          id="profile-first-name"
          label={t('fields.firstName')}
          autoComplete="given-name"
          dir="auto"
          isRequired
        />
        <FormField
          form={form}
          name="lastName"
          id="profile-last-name"
          label={t('fields.lastName')}
          autoComplete="family-name"
          dir="auto"
          isRequired
        />
        <FormField
          form={form}
          name="phone"
          id="profile-phone"
          label={t('settings.phone')}
          hint={t('settings.phoneHint', { prefix: context.market.phonePrefix })}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
      </AccountForm>
    </section>
  );
}
