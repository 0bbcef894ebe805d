// Loading and error states of every API call (issue 9: an API that is down shows a clear message and
// a retry, never a blank area). The loading text is announced politely; errors are alerts.
import { useTranslation } from '@rental/i18n';
import { type ReactNode, useEffect } from 'react';
import { HelpApiError } from '../api/client.ts';
import type { Resource } from '../app/use-resource.ts';

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation('help');
  return (
    <p className="hc-loading" role="status">
      <span className="hc-spinner" aria-hidden="true" />
      {label ?? t('status.loading')}
    </p>
  );
}

/** The message key for a failed call: unreachable, not found, or our fault. */
export function errorMessageKey(error: unknown): 'status.offline' | 'status.server' | 'status.notFound' {
  if (error instanceof HelpApiError) {
    if (error.kind === 'not-found') return 'status.notFound';
    if (error.kind === 'network' || error.kind === 'timeout') return 'status.offline';
    // The site's proxy answers 502/503/504 when the API itself is down.
    if ([502, 503, 504].includes(error.status)) return 'status.offline';
    return 'status.server';
  }
  return 'status.offline';
}

export function ErrorState({
  error,
  onRetry,
  children,
}: {
  error: unknown;
  onRetry: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('help');
  return (
    <div
      className="hc-error"
      role="alert"
      data-error-kind={error instanceof HelpApiError ? error.kind : 'unknown'}
    >
      <p>{t(errorMessageKey(error))}</p>
      <button type="button" className="hc-button" onClick={onRetry}>
        {t('status.retry')}
      </button>
      {children}
    </div>
  );
}

/** Renders a resource: loading, error with retry, or its content. */
export function Show<T>({
  resource,
  children,
  loading,
}: {
  resource: Resource<T>;
  children: (data: T) => ReactNode;
  loading?: ReactNode;
}) {
  const ready = resource.status === 'ready';
  useEffect(() => {
    if (ready) markFirstContent();
  }, [ready]);
  if (resource.status === 'loading') return <>{loading ?? <Loading />}</>;
  if (resource.status === 'error') return <ErrorState error={resource.error} onRetry={resource.retry} />;
  return <>{children(resource.data)}</>;
}

/** The bench's measure: when the first API answer is on screen (a performance mark, once per page). */
export const firstContentMark = 'help-center:first-content';

function markFirstContent() {
  if (typeof performance === 'undefined' || performance.getEntriesByName(firstContentMark).length > 0) return;
  performance.mark(firstContentMark);
}
