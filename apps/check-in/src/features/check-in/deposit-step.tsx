// The deposit step (issue 22): the amount held on the customer's card for the rental (authorised, not
// charged; released after the return), paid on the provider's page (POST …/check-in/deposit gives its
// address). Back from there the view has read the result: a refused card shows the provider's reason and
// the button to try again; a payment still being confirmed can be checked again. Without a payment provider
// the API completes the check-in at once (the deposit is then taken at the branch).
import { ApiError, asApiError } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Button, Loading, Notice } from '@rental/ui';
import { useState } from 'react';
import { useAppServices } from '../../shared/app-services.tsx';
import { type CheckIn, startDeposit } from './check-in-api.ts';
import { goToProvider, providerAddress, returnUrl } from './payment-return.ts';

interface Props {
  checkIn: CheckIn;
  /** The address hash of this step (the provider comes back to it). */
  hash: string;
  /** The check-in completed without a trip to the provider. */
  onCompleted: (checkIn: CheckIn) => void;
  /** Reads the check-in again (a payment still being confirmed). */
  onCheckAgain: () => void;
}

export function DepositStep({ checkIn, hash, onCompleted, onCheckAgain }: Props) {
  const { t } = useTranslation('check-in');
  const { api, format } = useAppServices();
  const [leaving, setLeaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { deposit } = checkIn;
  const amount = format.money(deposit.amount);
  const pay = async () => {
    setLeaving(true);
    setProblem(null);
    try {
      const answer = await startDeposit(api, checkIn.reservationNumber, returnUrl(hash));
      if (answer.redirectUrl === null) {
        onCompleted(answer.checkIn);
        return;
      }
      const address = providerAddress(answer.redirectUrl);
      if (!address) throw new ApiError(200, 'invalid_response', 'no provider page', {}, 'invalid-answer');
      goToProvider(address);
    } catch (caught) {
      setLeaving(false);
      const error = asApiError(caught);
      setProblem(error.kind === 'invalid-request' ? error.message : t('deposit.unavailable'));
    }
  };
  return (
    <div className="check-in-deposit">
      <dl className="check-in-facts">
        <div className="check-in-facts__amount">
          <dt>{t('deposit.amount')}</dt>
          <dd>{amount}</dd>
        </div>
      </dl>
      <p>{t('deposit.text', { amount })}</p>
      {deposit.status === 'refused' ? (
        <Notice tone="error">
          <p className="check-in-deposit__title">{t('deposit.refusedTitle')}</p>
          <p>{deposit.refusalMessage ?? t('deposit.refusedFallback')}</p>
        </Notice>
      ) : null}
      {deposit.status === 'pending' ? (
        <Notice
          actions={
            <Button variant="secondary" onPress={onCheckAgain}>
              {t('deposit.checkAgain')}
            </Button>
          }
        >
          {t('deposit.pending')}
        </Notice>
      ) : null}
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      <div className="ui-actions">
        <Button onPress={pay} isDisabled={leaving}>
          {deposit.status === 'refused' ? t('deposit.retry', { amount }) : t('deposit.pay', { amount })}
        </Button>
      </div>
      {leaving ? <Loading label={t('deposit.leaving')} /> : null}
      <p className="ui-hint">{t('deposit.secure')}</p>
    </div>
  );
}
