// The payment of a contract: the card the monthly price is charged to, and an open renewal (a monthly
// charge that failed) with the link to the renewal page of the pay app (/pay/renewal).
import { useTranslation } from '@rental/i18n';
import { cardBrandName } from '@rental/markets/formatters';
import { Notice } from '@rental/ui';
import type { ReactNode } from 'react';
import { type Contract, useAppServices } from '../../shared/app-services.tsx';

export interface PaymentPanelProps {
  contract: Contract;
  /** The card step's controls (add or change the card), when the contract can take a card. */
  children?: ReactNode;
}

export function PaymentPanel({ contract, children }: PaymentPanelProps) {
  const { t } = useTranslation('plus');
  const { context, format } = useAppServices();
  const card = contract.paymentMethod;
  const home = (context.market.links.home ?? '/').replace(/\/$/, '');
  return (
    <section aria-labelledby="plus-payment-title" className="plus-payment">
      <h3 id="plus-payment-title">{t('payment.title')}</h3>
      {contract.openRenewal ? (
        <Notice tone="error">
          <p>{t('payment.renewal', { amount: format.amount(contract.openRenewal.amount) })}</p>
          <a className="plus__button-link" href={`${home}/pay/renewal`}>
            {t('payment.renewalLink')}
          </a>
        </Notice>
      ) : null}
      <p>
        {card
          ? t('payment.card', {
              brand: cardBrandName(card.brand),
              last4: card.last4,
              month: String(card.expMonth).padStart(2, '0'),
              year: card.expYear,
            })
          : t('payment.none')}
      </p>
      {children}
    </section>
  );
}
