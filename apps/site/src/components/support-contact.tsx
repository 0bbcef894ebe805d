// spec §3 market profile (customerSupportPhone, customerSupportPhoneDisplay, customerSupportMail), issue 19:
// the customer service's phone and e-mail where customers look for them (site footer, not-found page),
// as tel: and mailto: links, labelled in the page language.
import type { SupportContactModel } from '../lib/support-contact.ts';

/**
 * The contact block; `className` is where it sits, `headingLevel` fits the outline it sits in. Number and address are left-to-right
 * runs, isolated so they read correctly on Arabic pages.
 */
export function SupportContact({
  support,
  className,
  headingLevel = 2,
}: {
  support: SupportContactModel;
  /** The block's place: 'footer' on the dark site footer, 'page' in a page's content. */
  className: 'footer' | 'page';
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <address className={`support-contact support-contact--${className}`}>
      <Heading className="support-contact__heading">{support.heading}</Heading>
      <dl>
        <div>
          <dt>{support.phoneLabel}</dt>
          <dd>
            <a href={support.phoneHref}>
              <bdi dir="ltr">{support.phoneDisplay}</bdi>
            </a>
          </dd>
        </div>
        <div>
          <dt>{support.mailLabel}</dt>
          <dd>
            <a href={`mailto:${support.mail}`}>
              <bdi dir="ltr">{support.mail}</bdi>
            </a>
          </dd>
        </div>
      </dl>
    </address>
  );
}
