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

/** A labelled link of the contact page. */
export interface ContactLink {
  label: string;
  href: string;
}

/**
 * spec §3 (customerSupportPaymentArticleLink, chatFeedbackLink), issue 19: every way to reach the customer
 * service on the contact page: phone and e-mail, the help center's contact form, the payment help article
 * and the chat feedback survey.
 */
export interface ContactChannelsModel {
  support: SupportContactModel;
  contactForm: ContactLink;
  paymentArticle: ContactLink;
  /** An external survey (https): opens in a new window. */
  chatFeedback: ContactLink;
}

export function contactChannelsOf(lang: SiteLanguage): ContactChannelsModel {
  const { profile } = lang;
  return {
    support: supportContactOf(lang),
    // The help center's contact form is its hash route `#/{type}/contact` (apps/help-center routes).
    contactForm: {
      label: uiString(lang.locale, 'supportContactForm'),
      href: `${profile.links.helpCenter}#/rent/contact`,
    },
    paymentArticle: {
      label: uiString(lang.locale, 'supportPaymentArticle'),
      href: profile.customerSupportPaymentArticleLink,
    },
    chatFeedback: { label: uiString(lang.locale, 'supportChatFeedback'), href: profile.chatFeedbackLink },
  };
}

/** spec §3 browserDownloadLink: the prompt an outdated browser shows, with the five download pages. */
export interface BrowserPromptModel {
  text: string;
  links: Array<{ name: string; href: string }>;
}

const browserNames = {
  chrome: 'Chrome',
  safari: 'Safari',
  firefox: 'Firefox',
  edge: 'Edge',
  opera: 'Opera',
} as const;

export function browserPromptOf(lang: SiteLanguage): BrowserPromptModel {
  const downloads = lang.profile.browserDownloadLink;
  return {
    text: uiString(lang.locale, 'browserOutdated'),
    links: (Object.keys(browserNames) as Array<keyof typeof browserNames>).map((key) => ({
      name: browserNames[key],
      href: downloads[key],
    })),
  };
}
