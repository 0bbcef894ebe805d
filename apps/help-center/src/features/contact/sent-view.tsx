// The feedback thank-you view (spec §2) after the contact form: the reference to quote, and when the
// message arrived in the market's date and time formats (spec §9).
import { useTranslation } from '@rental/i18n';
import type { ContactReceipt } from '../../api/schemas.ts';
import { formatDateTime } from '../../app/format.ts';
import { useHelp } from '../../app/help-context.tsx';
import { ViewHeading } from '../../ui/view-heading.tsx';

export function SentView({ type, reference }: { type: string; reference: string }) {
  const { t } = useTranslation('help');
  const { app, cache, href } = useHelp();
  // The receipt is known when the form was sent in this visit; a reloaded address shows the reference only.
  const receipt = cache.get(`receipt:${reference}`) as ContactReceipt | undefined;
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
            <dd>{formatDateTime(receipt.receivedAt, app.market.formats)}</dd>
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
