// The funnel's and the campaign's strings (locales/order/*.ts), merged into the subscription namespace
// when one of them opens: they are part of those views' chunks, so the offer list's first load does not
// grow with them (budgets.json); the same for their style sheet (order.css). Used only by the lazily
// loaded features.
import { fallbackChain, isTranslatedLocale, localeFiles, useTranslation } from '@rental/i18n';
import { adoptStyles } from '@rental/remote-apps/react';
import { Button, Loading, Notice } from '@rental/ui';
import { type ReactNode, useEffect, useLayoutEffect, useState } from 'react';
import styles from './order.css?inline';
import { useSubscription } from './services.tsx';

const load = localeFiles(import.meta.glob('./locales/order/*.ts'));

/** Loads the strings of the page's locale chain, then shows `children`. */
export function OrderStrings({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('subscription');
  const { context } = useSubscription();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(() =>
    i18n.exists('funnel.back', { ns: 'subscription' }) ? 'ready' : 'loading',
  );
  const [round, setRound] = useState(0);
  useLayoutEffect(() => adoptStyles(document, 'subscription-order-styles', styles), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` is the retry.
  useEffect(() => {
    if (state === 'ready') return;
    let live = true;
    const chain = fallbackChain(i18n.language).filter(isTranslatedLocale);
    Promise.all(chain.map(async (locale) => [locale, await load(locale)] as const))
      .then((bundles) => {
        // Deep, without overwriting: a locale's own words stay, the order strings are added.
        for (const [locale, strings] of bundles)
          if (strings) i18n.addResourceBundle(locale, 'subscription', strings, true, false);
        if (live) setState('ready');
      })
      .catch(() => {
        if (live) setState('failed');
      });
    return () => {
      live = false;
    };
  }, [i18n, round]);
  if (state === 'ready') return children;
  if (state === 'failed')
    return (
      <Notice
        tone="error"
        actions={
          <Button
            variant="secondary"
            onPress={() => {
              setState('loading');
              setRound((r) => r + 1);
            }}
          >
            {t('retry')}
          </Button>
        }
      >
        {context.fallbackText}
      </Notice>
    );
  return <Loading label={t('loading')} />;
}
