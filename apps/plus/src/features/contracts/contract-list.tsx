// The signed-in customer's long-term contracts (GET /v1/plus/contracts), each with its status and dates;
// a visitor who is not signed in is asked to sign in and comes back here.
import { dataOf, useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Loading } from '@rental/ui';
import { type Contract, useAppServices } from '../../shared/app-services.tsx';
import { RequestError } from '../../shared/request-error.tsx';
import { SignInNotice } from '../../shared/sign-in.tsx';

export interface ContractListProps {
  contractHref: (id: string) => string;
  offersHref: string;
}

export function ContractList({ contractHref, offersHref }: ContractListProps) {
  const { t } = useTranslation('plus');
  const { api, format } = useAppServices();
  const list = useRequest('contracts', async (signal) => {
    const r = await api.GET('/v1/plus/contracts', { signal });
    if (r.response.status === 401) return null;
    return (await dataOf(Promise.resolve(r))).contracts;
  });
  return (
    <section aria-labelledby="plus-contracts-title" className="plus-contracts">
      <h2 id="plus-contracts-title" tabIndex={-1}>
        {t('contracts.title')}
      </h2>
      {list.status === 'loading' ? <Loading label={t('loading')} /> : null}
      {list.status === 'error' ? <RequestError error={list.error} retry={list.retry} /> : null}
      {list.status === 'done' && list.data === null ? (
        <SignInNotice text={t('contracts.signInText')} link={t('contracts.signIn')} />
      ) : null}
      {list.status === 'done' && list.data?.length === 0 ? (
        <p>
          {t('contracts.none')} <a href={offersHref}>{t('contracts.toOffers')}</a>
        </p>
      ) : null}
      {list.status === 'done' && list.data && list.data.length > 0 ? (
        <ul className="plus-contracts__list">
          {list.data.map((c: Contract) => (
            <li key={c.id} className="plus-contracts__item">
              <a href={contractHref(c.id)}>{t('contracts.number', { number: c.number })}</a>
              <span>{t('offers.orSimilar', { model: c.model })}</span>
              <span>
                {t('contracts.period', { from: format.day(c.startDate), to: format.day(c.endDate) })}
              </span>
              <span className={`plus-status plus-status--${c.status}`}>
                {t(`contracts.status.${c.status}`)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
