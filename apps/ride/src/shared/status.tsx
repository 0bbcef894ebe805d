// Loading and error states of the API reads: loading is announced politely, a failure is an alert with
// a retry, never a blank area.
import type { ApiError, RequestState } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Button, Notice, Loading as UiLoading } from '@rental/ui';
import type { ReactNode } from 'react';

export function Loading() {
  const { t } = useTranslation('ride');
  return <UiLoading className="ride__loading" label={t('status.loading')} />;
}

/** The message key of a failed call. */
export function errorKey(
  error: ApiError,
): 'status.offline' | 'status.notFound' | 'status.server' | 'status.busy' {
  if (error.kind === 'not-found') return 'status.notFound';
  if (error.status === 429) return 'status.busy';
  if (error.kind === 'network' || error.kind === 'timeout' || [502, 503, 504].includes(error.status))
    return 'status.offline';
  return 'status.server';
}

export function ErrorState({ error, onRetry }: { error: ApiError; onRetry?: () => void }) {
  const { t } = useTranslation('ride');
  return (
    <Notice
      tone="error"
      actions={
        onRetry && error.kind !== 'not-found' ? (
          <Button variant="secondary" onPress={onRetry}>
            {t('status.retry')}
          </Button>
        ) : undefined
      }
    >
      {t(errorKey(error))}
    </Notice>
  );
}

/** A read: loading, error with retry, or its content. */
export function Show<T>({
  resource,
  children,
}: {
  resource: RequestState<T> & { retry: () => void };
  children: (data: T) => ReactNode;
}) {
  if (resource.status === 'error') return <ErrorState error={resource.error} onRetry={resource.retry} />;
  if (resource.status !== 'done') return <Loading />;
  return <>{children(resource.data)}</>;
}
