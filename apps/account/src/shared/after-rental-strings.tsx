// The after-rental views' strings (issue 20: a finished booking's invoice and its correction, lost and
// found; locales/after-rental/*.ts), merged into the account namespace when one of those views opens:
// they load with the views' chunks, so the account's first load does not carry them.
import { localeFiles, useStringsChunk, useTranslation } from '@rental/i18n';
import { Loading } from '@rental/ui';
import type { ReactNode } from 'react';
import { UnavailableNotice } from './unavailable-notice.tsx';

const load = localeFiles(import.meta.glob('./locales/after-rental/*.ts'));

/** Loads the strings of the page's locale chain, then shows `children`. */
export function AfterRentalStrings({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  const strings = useStringsChunk('account', load, 'lost.title');
  if (strings.state === 'ready') return children;
  if (strings.state === 'failed') return <UnavailableNotice onRetry={strings.retry} />;
  return <Loading label={t('loading')} />;
}
