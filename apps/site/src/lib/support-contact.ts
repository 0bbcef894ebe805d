// spec §3 market profile (customerSupportPhone, customerSupportPhoneDisplay, customerSupportMail), issue 19:
// the customer service's contact of a site language with its labels in the page language.
import type { SiteLanguage } from '@rental/markets';
import { uiString } from './ui-strings.ts';

/** The support contact of a site language, in its language. */
export interface SupportContactModel {
  heading: string;
  phoneLabel: string;
  /** `tel:` with the E.164 number of the profile. */
  phoneHref: string;
  /** The number as the market writes it. */
  phoneDisplay: string;
  mailLabel: string;
  mail: string;
  /** 'ltr' on right-to-left pages: the number and the address are isolated left-to-right runs there. */
  valueDir: 'ltr' | undefined;
}

export function supportContactOf(lang: SiteLanguage): SupportContactModel {
  const u = (key: 'supportHeading' | 'supportPhone' | 'supportMail') => uiString(lang.locale, key);
  return {
    heading: u('supportHeading'),
    phoneLabel: u('supportPhone'),
    phoneHref: `tel:${lang.profile.customerSupportPhone}`,
    phoneDisplay: lang.profile.customerSupportPhoneDisplay,
    mailLabel: u('supportMail'),
    mail: lang.profile.customerSupportMail,
    // Only where it matters: the block is on every page with the site footer (HTML budgets).
    valueDir: lang.dir === 'rtl' ? 'ltr' : undefined,
  };
}
