// The funnel's and the campaign's strings (locales/order/*.ts), merged into the subscription namespace
// when one of them opens: they are part of those views' chunks, so the offer list's first load does not
// grow with them (budgets.json); the same for their style sheet (order.css). Used only by the lazily
// loaded features.
import { localeFiles, useStringsChunk, useTranslation } from '@rental/i18n';
import { adoptStyles } from '@rental/remote-apps/react';
import { Button, Loading, Notice } from '@rental/ui';
import { type ReactNode, useLayoutEffect } from 'react';
import styles from './order.css?inline';
import { useSubscription } from './services.tsx';

const load = localeFiles(import.meta.glob('./locales/order/*.ts'));

/** Loads the strings of the page's locale chain, then shows `children`. */
export function OrderStrings({ children }: { children: ReactNode }) {
  const { t } = useTranslation('subscription');
  const { context } = useSubscription();
  const strings = useStringsChunk('subscription', load, 'funnel.back');
  useLayoutEffect(() => adoptStyles(document, 'subscription-order-styles', styles), []);
  if (strings.state === 'ready') return children;
  if (strings.state === 'failed')
    return (
      <Notice
        tone="error"
        actions={
          <Button variant="secondary" onPress={strings.retry}>
            {t('retry')}
          </Button>
        }
      >
        {context.fallbackText}
      </Notice>
    );
  return <Loading label={t('loading')} />;
}
