// The link of the e-mail-change message ('#/confirm-email?token=…', POST /v2/users/me/email/confirm):
// the new address takes effect; signed in, the session shows it at once.
import { asApiError, dataOf } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Loading, Notice } from '@rental/ui';
import { useEffect, useState } from 'react';
import { useAppServices } from '../../shared/app-services.tsx';
import { failureKey } from '../../shared/failure-key.ts';
import { useSession } from '../../shared/session.tsx';
import { ViewHeading } from '../../shared/view-heading.tsx';

export function ConfirmEmail({ token, accountHref }: { token: string; accountHref: string }) {
  const { t } = useTranslation('account');
  const { api } = useAppServices();
  const session = useSession();
  const [state, setState] = useState<
    { status: 'loading' } | { status: 'done'; email: string } | { status: 'failed'; message: string }
  >({
    status: 'loading',
  });
  const { signedIn } = session;
  const user = session.state.status === 'signed-in' ? session.state.user : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the token is confirmed once (single use).
  useEffect(() => {
    dataOf(api.POST('/v2/users/me/email/confirm', { body: { token } })).then(
      ({ profile }) => {
        setState({ status: 'done', email: profile.email });
        if (user && user.id === profile.id) signedIn({ ...user, email: profile.email });
      },
      (error: unknown) => {
        const e = asApiError(error);
        setState({
          status: 'failed',
          message: t(
            failureKey(e) ?? (e.code === 'email_exists' ? 'settings.emailTaken' : 'settings.confirmInvalid'),
          ),
        });
      },
    );
  }, [api, token]);
  return (
    <section aria-labelledby="confirm-email-title" className="account__panel">
      <ViewHeading id="confirm-email-title">{t('settings.confirmTitle')}</ViewHeading>
      {state.status === 'loading' ? (
        <Loading label={t('loading')} />
      ) : state.status === 'done' ? (
        <Notice>{t('settings.confirmed', { email: state.email })}</Notice>
      ) : (
        <Notice tone="error">{state.message}</Notice>
      )}
      <p>
        <a href={accountHref}>{t('settings.toAccount')}</a>
      </p>
    </section>
  );
}
