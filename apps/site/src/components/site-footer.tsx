// The page footer (spec §3 "Footer link"): links with the target rule ('0' same window, '1' new window
// with no-opener, else the raw target), the footer text and the optional manage-cookies entry.
import type { Footer, FooterLink } from '@rental/content';
import { footerLinkAttributes } from '../lib/layout-model.ts';
import type { ChromeLabels } from '../lib/page-model.ts';
import type { SupportContactModel } from '../lib/support-contact.ts';
import { AppBadges } from './app-badges.tsx';
import { BidiText } from './bidi-text.tsx';
import { BrandMark } from './brand-mark.tsx';
import { SupportContact } from './support-contact.tsx';

function FooterAnchor({ link, newWindow }: { link: FooterLink; newWindow: string }) {
  const attrs = footerLinkAttributes(link.target);
  return (
    <a href={link.url} {...attrs}>
      {link.title}
      {attrs.target === '_blank' ? <span className="visually-hidden"> ({newWindow})</span> : null}
    </a>
  );
}

export function SiteFooter({
  footer,
  labels,
  brand,
  home,
  locale,
  appUrl,
  dir,
  support,
}: {
  footer: Footer;
  labels: ChromeLabels;
  brand: string;
  /** The market's customer service (issue 19: customers look for it in the footer). */
  support: SupportContactModel;
  /** The language's home path (the brand mark links there). */
  home: string;
  locale: string;
  /** The tenant's app page, for the store badges. */
  appUrl: string;
  dir: 'ltr' | 'rtl';
}) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <BrandMark brand={brand} home={home} />
          <AppBadges locale={locale} href={appUrl} newWindow={labels.opensInNewWindow} tone="light" />
          <SupportContact support={support} />
        </div>
        <nav aria-label={labels.footer}>
          <ul className="site-footer__links">
            {footer.links.map((link) => (
              <li key={`${link.url}|${link.title}`}>
                <FooterAnchor link={link} newWindow={labels.opensInNewWindow} />
              </li>
            ))}
            {footer.is_manage_cookie_enabled ? (
              <li>
                <button type="button" className="site-footer__cookies" data-consent-settings="">
                  {labels.manageCookies}
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
        <p className="site-footer__text">
          <BidiText text={footer.footer_text} dir={dir} />
        </p>
      </div>
    </footer>
  );
}

/** spec §2 zen: a footer of link items in one line of running text, on the white theme. */
export function ZenFooter({
  footer,
  labels,
  dir,
}: {
  footer: Footer;
  labels: ChromeLabels;
  dir: 'ltr' | 'rtl';
}) {
  return (
    <footer className="zen-footer">
      <nav aria-label={labels.footer}>
        <ul className="zen-footer__items">
          {footer.links.map((link) => (
            <li key={`${link.url}|${link.title}`} className="zen-footer__item">
              <FooterAnchor link={link} newWindow={labels.opensInNewWindow} />
            </li>
          ))}
          {footer.is_manage_cookie_enabled ? (
            <li className="zen-footer__item">
              <button type="button" className="zen-footer__cookies" data-consent-settings="">
                {labels.manageCookies}
              </button>
            </li>
          ) : null}
        </ul>
      </nav>
      <p className="zen-footer__text">
        <BidiText text={footer.footer_text} dir={dir} />
      </p>
    </footer>
  );
}
