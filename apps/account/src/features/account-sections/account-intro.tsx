// The account page's introduction under its title (issue 14): the page's content says what the account
// area holds, the same for everyone; this line says where the visitor stands. It used to be part of the
// content and asked everyone to sign in, signed in or not. Now a signed-out visitor is asked to sign in or
// create an account, and a signed-in customer is welcomed by name.
import { useTranslation } from '@rental/i18n';
import { Isolated } from '../../shared/isolated.tsx';
import type { SessionState } from '../../shared/session.tsx';

export function AccountIntro({ state }: { state: SessionState }) {
  const { t } = useTranslation('account');
  let text: React.ReactNode = null;
  if (state.status === 'signed-out') text = t('intro.signedOut');
  else if (state.status === 'signed-in')
    text = (
      <Isolated values={{ name: state.user.firstName }} sentence={(marks) => t('intro.signedIn', marks)} />
    );
  // Until the session is known the paragraph stays empty rather than guessing (and keeps its place).
  return (
    <p className="account__intro" data-intro={state.status}>
      {text}
    </p>
  );
}
