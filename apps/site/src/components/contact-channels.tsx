// issue 19 "Support contact": the contact page's ways to reach the customer service (spec §3 market
// profile): phone and e-mail (the footer's block), the help center's contact form, the payment help
// article and the chat feedback survey, labelled in the page language.
import type { ContactChannelsModel } from '../lib/support-contact.ts';
import { SupportContact } from './support-contact.tsx';

export function ContactChannels({
  channels,
  opensInNewWindow,
}: {
  channels: ContactChannelsModel;
  /** The screen-reader note of links that open a new window, in the page language. */
  opensInNewWindow: string;
}) {
  const { contactForm, paymentArticle, chatFeedback } = channels;
  return (
    <div className="contact-channels">
      <SupportContact support={channels.support} />
      <ul className="contact-channels__links">
        <li>
          <a href={contactForm.href}>{contactForm.label}</a>
        </li>
        <li>
          <a href={paymentArticle.href}>{paymentArticle.label}</a>
        </li>
        <li>
          <a href={chatFeedback.href} target="_blank" rel="noopener noreferrer">
            {chatFeedback.label}
            <span className="visually-hidden"> ({opensInNewWindow})</span>
          </a>
        </li>
      </ul>
    </div>
  );
}
