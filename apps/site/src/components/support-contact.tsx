// spec §3 market profile (customerSupportPhone, customerSupportPhoneDisplay, customerSupportMail), issue 19:
// the customer service's phone and e-mail where customers look for them (site footer, not-found page),
// as tel: and mailto: links, labelled in the page language.
import type { SupportContactModel } from '../lib/support-contact.ts';

/**
 * The contact block under its own h2, styled by where it sits (site footer, not-found page). Markup kept
 * small: it is on every page with the site footer (HTML budgets).
 */
export function SupportContact({ support }: { support: SupportContactModel }) {
  // On right-to-left pages dir="ltr" isolates the number and the address (an element with dir is isolated).
  return (
    <address className="support">
      <h2>{support.heading}</h2>
      <dl>
        <dt>{support.phoneLabel}</dt>
        <dd>
          <a href={support.phoneHref} dir={support.valueDir}>
            {support.phoneDisplay}
          </a>
        </dd>
        <dt>{support.mailLabel}</dt>
        <dd>
          <a href={`mailto:${support.mail}`} dir={support.valueDir}>
            {support.mail}
          </a>
        </dd>
      </dl>
    </address>
  );
}
