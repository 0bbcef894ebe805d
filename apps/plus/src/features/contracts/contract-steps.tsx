// Where a contract stands: accept the contract, add a card, the vehicle handover, then driving with
// mileage updates. The current step is marked for assistive technology (aria-current="step").
import { useTranslation } from '@rental/i18n';
import type { Contract } from '../../shared/app-services.tsx';

const STEPS = ['accept', 'card', 'handover', 'drive'] as const;

/** The index of the step the contract waits for (4: all done or ended). */
export function currentStep(contract: Pick<Contract, 'status' | 'handover'>): number {
  if (contract.status === 'pending-acceptance') return 0;
  if (contract.status === 'pending-payment-method') return 1;
  if (contract.status === 'active' && !contract.handover) return 2;
  if (contract.status === 'active') return 3;
  return 4;
}

export function ContractSteps({ contract }: { contract: Contract }) {
  const { t } = useTranslation('plus');
  const current = currentStep(contract);
  return (
    <ol className="plus-steps" aria-label={t('steps.label')}>
      {STEPS.map((step, i) => (
        <li
          key={step}
          className={`plus-steps__step${i < current ? ' plus-steps__step--done' : ''}${i === current ? ' plus-steps__step--current' : ''}`}
          aria-current={i === current ? 'step' : undefined}
        >
          {t(`steps.${step}`)}
          {i < current ? <span className="plus-steps__state"> ({t('steps.done')})</span> : null}
          {i === current ? <span className="plus-steps__state"> ({t('steps.current')})</span> : null}
        </li>
      ))}
    </ol>
  );
}
