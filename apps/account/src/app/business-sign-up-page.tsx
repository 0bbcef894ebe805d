// The business sign-up page's view (issue 20; the b2bSignup page's `business-sign-up` container): the
// corporate and travel-agency sign-up without the account area's tabs and address hash.
import { followAppLinks } from '@rental/remote-apps/react';
import { useEffect, useRef } from 'react';
import { BusinessSignUp } from '../features/business/business-sign-up.tsx';
import { useAppServices } from '../shared/app-services.tsx';
import { isForeign, shownLocale } from '../shared/format.ts';
import { NamesPageContext } from '../shared/view-heading.tsx';

export function BusinessSignUpPage() {
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
      <NamesPageContext.Provider value={false}>
        <BusinessSignUp />
      </NamesPageContext.Provider>
    </div>
  );
}
