// Download my data and delete my account (issue 14 §8). The export (GET /v2/users/me/export) is saved
// as a JSON file; deleting asks again, with the password, in a step of its own (DELETE /v2/users/me:
// every session ends, bookings are kept anonymised), then the customer is signed out here too.
import { asApiError, dataOf } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Button, Notice, useSchemaForm } from '@rental/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { AccountForm } from '../../shared/account-form.tsx';
import { succeeded } from '../../shared/api.ts';
import { useAppServices } from '../../shared/app-services.tsx';
import { FormField, failureKey } from '../../shared/form-field.tsx';
import { ruleMessages } from '../../shared/rules.ts';
import { useSession } from '../../shared/session.tsx';

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

export function DeleteAccount() {
  const { t } = useTranslation('account');
  const [asking, setAsking] = useState(false);
  return (
    <section aria-labelledby="delete-title" className="account__group">
      <h3 id="delete-title">{t('settings.deleteTitle')}</h3>
      <p>{t('settings.deleteText')}</p>
      {asking ? (
        <ConfirmDelete onCancel={() => setAsking(false)} />
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

function ConfirmDelete({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('account');
  const { api } = useAppServices();
  const session = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const schema = useMemo(
    () =>
      z.object({
        /** The current password, to prove it is the customer. */
        password: z.string().check(z.refine((v) => v !== '', { error: ruleMessages(t).passwordRequired })),
      }),
    [t],
  );
  const form = useSchemaForm(schema, { mode: 'onTouched', defaultValues: { password: '' } });
  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      await succeeded(api.DELETE('/v2/users/me', { body: { password: v.password } }));
      await session.signOut();
    } catch (error) {
      const e = asApiError(error);
      if (e.fields.password) form.setError('password', { message: t('settings.passwordWrong') });
      else setFailure(t(failureKey(e) ?? 'errors.unavailable'));
    }
  });
  return (
    <div className="account__confirm">
      <h4 id="delete-confirm-title" tabIndex={-1} ref={heading}>
        {t('settings.deleteConfirmTitle')}
      </h4>
      <AccountForm
        form={form}
        onSubmit={submit}
        failure={failure}
        submitLabel={t('settings.deleteSubmit')}
        fields={[{ path: 'password', id: 'delete-password', label: t('settings.currentPassword') }]}
        actions={
          <Button variant="secondary" onPress={onCancel}>
            {t('settings.deleteKeep')}
          </Button>
        }
      >
        <FormField
          form={form}
          name="password"
          id="delete-password"
          label={t('settings.currentPassword')}
          type="password"
          autoComplete="current-password"
          isRequired
        />
      </AccountForm>
    </div>
  );
}
