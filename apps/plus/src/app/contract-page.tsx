// One contract of the signed-in customer (#/contracts/{id}): its status steps, the contract's acceptance,
// the card, the handover protocol's acceptance, the mileage update and the payment. Composes the features;
// the contract as last answered by any of them is the one shown.
import { dataOf, useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Loading } from '@rental/ui';
import { useEffect, useRef, useState } from 'react';
import { AcceptanceForm, AcceptanceRecord } from '../features/acceptance/acceptance.tsx';
import { ContractSteps } from '../features/contracts/contract-steps.tsx';
import { MileageUpdate } from '../features/mileage/mileage-update.tsx';
import { CardStep } from '../features/payment/card-step.tsx';
import { PaymentPanel } from '../features/payment/payment-panel.tsx';
import { type Contract, useAppServices } from '../shared/app-services.tsx';
import { RequestError } from '../shared/request-error.tsx';
import { SignInNotice } from '../shared/sign-in.tsx';

export interface ContractPageProps {
  id: string;
  contractsHref: string;
  /** Reached inside the app: the heading takes the focus once the contract is there. */
  focus: boolean;
}

export function ContractPage({ id, contractsHref, focus }: ContractPageProps) {
  const { t } = useTranslation('plus');
  const { api, format } = useAppServices();
  const loaded = useRequest(`contract:${id}`, async (signal) => {
    const r = await api.GET('/v1/plus/contracts/{id}', { params: { path: { id } }, signal });
    if (r.response.status === 401) return null;
    return (await dataOf(Promise.resolve(r))).contract;
  });
  const [contract, setContract] = useState<Contract | null>(null);
  // The answer as loaded, once; afterwards the contract a feature answered with.
  const fresh = loaded.status === 'done' ? loaded.data : null;
  useEffect(() => {
    if (fresh) setContract(fresh);
  }, [fresh]);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = contract !== null;
  useEffect(() => {
    if (focus && shown) heading.current?.focus();
  }, [focus, shown]);

  // A reload (after the card step) keeps the contract shown, and the views in it, until it answers.
  if (loaded.status === 'done' && loaded.data === null)
    return <SignInNotice text={t('contracts.signInText')} link={t('contracts.signIn')} />;
  if (!contract) {
    if (loaded.status === 'error') return <RequestError error={loaded.error} retry={loaded.retry} />;
    return <Loading label={t('loading')} />;
  }

  const accepted = (document: 'contract' | 'handover-protocol') =>
    contract.acceptances.find((a) => a.document === document);
  const contractAcceptance = accepted('contract');
  const protocolAcceptance = accepted('handover-protocol');
  const protocolAvailable = contract.documents.some((d) => d.document === 'handover-protocol' && d.available);

  return (
    <div className="plus-contract">
      <a className="plus__back" href={contractsHref}>
        {t('contracts.back')}
      </a>
      <h2 id="plus-contract-title" tabIndex={-1} ref={heading}>
        {t('contracts.number', { number: contract.number })}
      </h2>
      <p>
        {t('offers.orSimilar', { model: contract.model })} ·{' '}
        {t('contracts.period', { from: format.day(contract.startDate), to: format.day(contract.endDate) })} ·{' '}
        {t('offers.monthly', { price: format.amount(contract.monthlyPrice) })}
      </p>
      <p className={`plus-status plus-status--${contract.status}`}>
        {t(`contracts.status.${contract.status}`)}
      </p>
      <ContractSteps contract={contract} />
      {contractAcceptance ? (
        <AcceptanceRecord acceptance={contractAcceptance} />
      ) : contract.status === 'pending-acceptance' ? (
        <AcceptanceForm contractId={contract.id} document="contract" onAccepted={setContract} />
      ) : null}
      {contract.status !== 'pending-acceptance' ? (
        <PaymentPanel contract={contract}>
          {contract.status === 'pending-payment-method' || contract.status === 'active' ? (
            <CardStep contract={contract} onResult={loaded.retry} />
          ) : null}
        </PaymentPanel>
      ) : null}
      {protocolAcceptance ? (
        <AcceptanceRecord acceptance={protocolAcceptance} />
      ) : protocolAvailable ? (
        <AcceptanceForm contractId={contract.id} document="handover-protocol" onAccepted={setContract} />
      ) : contract.status === 'active' ? (
        <p>{t('accept.protocolWaiting')}</p>
      ) : null}
      {contract.status === 'active' && contract.handover ? (
        <MileageUpdate contract={contract} onSaved={setContract} />
      ) : null}
    </div>
  );
}
