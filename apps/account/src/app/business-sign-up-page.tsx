// The business sign-up page's view (issue 20; the b2bSignup page's `business-sign-up` container): the
// corporate and travel-agency sign-up without the account area's tabs and address hash. Built as the
// page's first view it is the signed-out invitation to sign in; live, the forms load as their own chunk.
import { followAppLinks } from '@rental/remote-apps/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useAppServices } from '../shared/app-services.tsx';
import { isForeign, shownLocale } from '../shared/format.ts';
import { NamesPageContext } from '../shared/view-heading.tsx';

export function BusinessSignUpPage({ children }: { children: ReactNode }) {
  const { context } = useAppServices();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? followAppLinks(root.current) : undefined), []);
  return (
    <div
      ref={root}
      className="account account--business-sign-up"
      lang={shownLocale(context.locale)}
      dir={isForeign(context.locale) ? 'ltr' : undefined}
      data-view="business-sign-up"
    >
      <NamesPageContext.Provider value={false}>{children}</NamesPageContext.Provider>
    </div>
  );
}
