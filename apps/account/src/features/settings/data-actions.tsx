// Download my data and delete my account (issue 14 §8). The export (GET /v2/users/me/export) is saved
// as a JSON file; deleting asks again, with the password, in a step of its own (DELETE /v2/users/me:
// every session ends, bookings are kept anonymised), then the customer is signed out here too. An
// account without a password (made by social sign-in) confirms within 10 minutes of signing in with its
// provider, or signs in again first.
import { asApiError, dataOf } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Button, FormField, Notice, useSchemaForm } from '@rental/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { AccountForm } from '../../shared/account-form.tsx';
import { succeeded } from '../../shared/api.ts';
import { useAppServices } from '../../shared/app-services.tsx';
import { failureKey } from '../../shared/failure-key.ts';
import { ruleMessages } from '../../shared/rules.ts';
import { useSession } from '../../shared/session.tsx';
import { type AccountAccess, canConfirmWithoutPassword } from './account-access.ts';
import { SignInAgain } from './sign-in-again.tsx';

export function ExportData() {
  const { t } = useTranslation('account');
  const { api } = useAppServices();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const data = await dataOf(api.GET('/v2/users/me/export'));
      const url = URL.createObjectURL(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
      );
      const a = document.createElement('a');
      a.href = url;
      a.download = `my-data-${data.exportedAt.slice(0, 10)}.json`;
      a.click();
      // The click has handed the file to the browser; the URL is not needed after this task.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      setFailure(t(failureKey(asApiError(error)) ?? 'errors.unavailable'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="export-title" className="account__group">
      <h3 id="export-title">{t('settings.exportTitle')}</h3>
      <p>{t('settings.exportText')}</p>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <div className="account__actions">
        <Button variant="secondary" onPress={download} isPending={busy}>
          {t('settings.exportSubmit')}
        </Button>
      </div>
    </section>
  );
}

export function DeleteAccount({ access }: { access: AccountAccess }) {
  const { t } = useTranslation('account');
  const [asking, setAsking] = useState(false);
  return (
    <section aria-labelledby="delete-title" className="account__group">
      <h3 id="delete-title">{t('settings.deleteTitle')}</h3>
      <p>{t('settings.deleteText')}</p>
      {asking ? (
        <ConfirmDelete
          key={access.hasPassword ? 'password' : 'social'}
          access={access}
          onCancel={() => setAsking(false)}
        />
      ) : (
        <div className="account__actions">
          <Button variant="secondary" onPress={() => setAsking(true)}>
            {t('settings.deleteOpen')}
          </Button>
        </div>
      )}
    </section>
  );
}

function ConfirmDelete({ access, onCancel }: { access: AccountAccess; onCancel: () => void }) {
  const { t } = useTranslation('account');
  const { api } = useAppServices();
  const session = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  // The API said the social sign-in is no longer recent (the page stayed open meanwhile).
  const [stale, setStale] = useState(false);
  const withPassword = access.hasPassword;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const schema = useMemo(
    () =>
      z.object({
        /** The current password, to prove it is the customer (only asked of an account that has one). */
        password: z
          .string()
          .check(z.refine((v) => !withPassword || v !== '', { error: ruleMessages(t).passwordRequired })),
      }),
    [t, withPassword],
  );
  const form = useSchemaForm(schema, { mode: 'onTouched', defaultValues: { password: '' } });
  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      await succeeded(api.DELETE('/v2/users/me', { body: withPassword ? { password: v.password } : {} }));
      await session.signOut();
    } catch (error) {
      const e = asApiError(error);
      if (e.code === 'reauthentication_required') setStale(true);
      else if (e.fields.password) form.setError('password', { message: t('settings.passwordWrong') });
      else setFailure(t(failureKey(e) ?? 'errors.unavailable'));
    }
  });
  const keep = (
    <Button variant="secondary" onPress={onCancel}>
      {t('settings.deleteKeep')}
    </Button>
  );
  const mustSignInAgain = !withPassword && (stale || !canConfirmWithoutPassword(access));
  return (
    <div className="account__confirm">
      <h4 id="delete-confirm-title" tabIndex={-1} ref={heading}>
        {t(withPassword ? 'settings.deleteConfirmTitle' : 'settings.deleteConfirmSocialTitle')}
      </h4>
      {mustSignInAgain ? (
        <>
          <SignInAgain provider={access.provider} />
          <div className="account__actions">{keep}</div>
        </>
      ) : (
        <AccountForm
          form={form}
          onSubmit={submit}
          failure={failure}
          submitLabel={t('settings.deleteSubmit')}
          fields={
            withPassword
              ? [{ path: 'password', id: 'delete-password', label: t('settings.currentPassword') }]
              : []
          }
          actions={keep}
        >
          {withPassword ? (
            <FormField
              form={form}
              name="password"
              id="delete-password"
              label={t('settings.currentPassword')}
              type="password"
              autoComplete="current-password"
              isRequired
            />
          ) : null}
        </AccountForm>
      )}
    </div>
  );
}
