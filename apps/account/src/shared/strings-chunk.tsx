// Strings that load with a view's chunk (the after-rental views', the business views'), merged into the
// account namespace when such a view opens, so the account's first load does not carry them. Until they
// are there the loading line shows; a failed load offers to try again.
import { type LocaleLoader, useStringsChunk, useTranslation } from '@rental/i18n';
import { Loading } from '@rental/ui';
import type { ReactNode } from 'react';
import { UnavailableNotice } from './unavailable-notice.tsx';

/** Loads `load`'s strings of the page's locale chain (`probe` is a key they bring), then shows `children`. */
export function StringsChunk({
  load,
  probe,
  children,
}: {
  load: LocaleLoader;
  probe: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('account');
  const strings = useStringsChunk('account', load, probe);
  if (strings.state === 'ready') return children;
  if (strings.state === 'failed') return <UnavailableNotice onRetry={strings.retry} />;
  return <Loading label={t('loading')} />;
}
