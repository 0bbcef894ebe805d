// The invitation to sign in: the account page's sign-in, coming back to this very address afterwards.
import { accountHref, currentAddress } from '@rental/remote-apps/account-links';
import { Notice } from '@rental/ui';
import { useAppServices } from './app-services.tsx';

export function SignInNotice({ text, link }: { text: string; link: string }) {
  const { context } = useAppServices();
  return (
    <Notice>
      <p>{text}</p>
      <a
        className="plus__button-link"
        href={accountHref(context.market.links.account, 'login', currentAddress())}
      >
        {link}
      </a>
    </Notice>
  );
}
