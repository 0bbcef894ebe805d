// Loading and error states of every API call (issue 9: an API that is down shows a clear message and
// a retry, never a blank area), on @rental/ui: the loading text is announced politely, errors are alerts.
import type { ApiError, RequestState } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Button, Notice, Loading as UiLoading } from '@rental/ui';
import { type ReactNode, useEffect } from 'react';

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation('help');
  return <UiLoading className="hc-loading" label={label ?? t('status.loading')} />;
}

/** The message key for a failed call: unreachable, not found, or our fault. */
export function errorMessageKey(error: ApiError): 'status.offline' | 'status.server' | 'status.notFound' {
  if (error.kind === 'not-found') return 'status.notFound';
  if (error.kind === 'network' || error.kind === 'timeout') return 'status.offline';
  // The site's proxy answers 502/503/504 when the API itself is down.
  if ([502, 503, 504].includes(error.status)) return 'status.offline';
  return 'status.server';
}

export function ErrorState({
  error,
  onRetry,
  children,
}: {
  error: ApiError;
  onRetry: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('help');
  return (
    <Notice
      tone="error"
      className="hc-error"
      actions={
        <>
          <Button variant="secondary" onPress={onRetry}>
            {t('status.retry')}
          </Button>
          {children}
        </>
      }
    >
      <p data-error-kind={error.kind}>{t(errorMessageKey(error))}</p>
    </Notice>
  );
}

/** Renders a read: loading, error with retry, or its content. */
export function Show<T>({
  resource,
  children,
  loading,
}: {
  resource: RequestState<T> & { retry: () => void };
  children: (data: T) => ReactNode;
  loading?: ReactNode;
}) {
  const ready = resource.status === 'done';
  useEffect(() => {
    if (ready) markFirstContent();
  }, [ready]);
  if (resource.status === 'error') return <ErrorState error={resource.error} onRetry={resource.retry} />;
  if (resource.status !== 'done') return <>{loading ?? <Loading />}</>;
  return <>{children(resource.data)}</>;
}

/** The bench's measure: when the first API answer is on screen (a performance mark, once per page). */
export const firstContentMark = 'help-center:first-content';

function markFirstContent() {
  if (typeof performance === 'undefined' || performance.getEntriesByName(firstContentMark).length > 0) return;
  performance.mark(firstContentMark);
}
