// The feedback thank-you view (spec §2) after the contact form: the reference to quote, and when the
// message arrived in the market's date and time formats (spec §9).
import { useTranslation } from '@rental/i18n';
import type { HelpApi } from '../../shared/help-api.ts';
import { useHelp } from '../../shared/help-services.tsx';
import { ViewHeading } from '../../shared/view-heading.tsx';

export function SentView({ type, reference }: { type: string; reference: string }) {
  const { t } = useTranslation('help');
  const { cache, fmt, href } = useHelp();
  // The receipt is known when the form was sent in this visit; a reloaded address shows the reference only.
  const receipt = cache.get(`receipt:${reference}`) as Awaited<ReturnType<HelpApi['contact']>> | undefined;
  const receivedAt = receipt ? new Date(receipt.receivedAt) : undefined;
  return (
    <div className="hc-view hc-sent" data-view="sent">
      <ViewHeading>{t('sent.title')}</ViewHeading>
      <p>{t('sent.body')}</p>
      <dl className="hc-receipt">
        <dt>{t('sent.reference')}</dt>
        <dd data-reference="">{reference}</dd>
        {receipt ? (
          <>
            <dt>{t('sent.receivedAt')}</dt>
            <dd>
              {receivedAt && !Number.isNaN(receivedAt.getTime())
                ? fmt.dateTime(receivedAt)
                : receipt.receivedAt}
            </dd>
            <dt>{t('sent.phone')}</dt>
            <dd>{receipt.phoneNumber}</dd>
          </>
        ) : null}
      </dl>
      <p>
        <a href={href({ view: 'home', type })}>{t('sent.backHome')}</a>
      </p>
    </div>
  );
}
