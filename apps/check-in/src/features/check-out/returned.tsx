// The end of the return: "Returned", the car, any refuelling (or recharging) charge the API put on the
// final invoice, and the link to the booking in the account where the invoice is.
import { useTranslation } from '@rental/i18n';
import { accountHref } from '@rental/remote-apps/account-links';
import { useEffect, useRef } from 'react';
import { useAppServices } from '../../shared/app-services.tsx';
import type { CheckOut, CheckOutDone } from './check-out-api.ts';

interface Props {
  number: string;
  checkOut: CheckOut;
  result: CheckOutDone;
  /** Take the focus (the customer just sent the return); false when the page opened on it. */
  focus: boolean;
  /** How many damages the customer reported with this return. */
  damages?: number;
}

export function Returned({ number, checkOut, result, focus, damages = 0 }: Props) {
  const { t } = useTranslation('check-out');
  const { context, format } = useAppServices();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const { vehicle } = checkOut;
  const charge = result.refuelCharge;
  return (
    <div className="check-out__done" data-state="returned">
      <h3 ref={heading} tabIndex={-1} className="check-out__step-title">
        {t('returned.title')}
      </h3>
      <p>{t('returned.text', { model: vehicle.model, plate: vehicle.plate })}</p>
      <p data-field="refuel">
        {charge
          ? t(vehicle.fuel === 'electric' ? 'returned.recharge' : 'returned.refuel', {
              amount: format.money(charge),
            })
          : t('returned.noCharge')}
      </p>
      {damages > 0 ? <p>{t('returned.damages')}</p> : null}
      <p>
        <a href={accountHref(context.market.links.account, `bookings/${number}`)}>{t('returned.invoice')}</a>
      </p>
    </div>
  );
}
