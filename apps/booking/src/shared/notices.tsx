// Loading and error states shared by every API call of the app (on @rental/ui), with a retry.
import type { ApiError } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Button, Notice, Loading as UiLoading } from '@rental/ui';
import type { ReactNode } from 'react';

/** A polite loading line with a spinner. */
export function Loading({ label }: { label: string }) {
  return <UiLoading label={label} />;
}

/** The localised message of an API failure. */
export function useErrorMessage(): (error: ApiError) => string {
  const { t } = useTranslation('booking');
  return (error) => {
    switch (error.code) {
      case 'network':
        return t('errors.network');
      case 'timeout':
        return t('errors.timeout');
      case 'branch_closed':
        return t('search.closedReset');
      case 'branch_closed_at_time':
        return t('errors.closedAtTime');
      case 'branch_not_found':
        return t('search.noResults');
      case 'invalid_offer':
      case 'offer_not_found':
        return t('errors.offerGone');
      case 'rate_limited':
        return t('errors.rateLimited');
      case 'profile_not_allowed':
        return t('errors.profileNotAllowed');
      // The same booking attempt sent with other details (after a refused card, say): the next one is new.
      case 'idempotency_key_reused':
        return t('errors.detailsChanged');
      default:
        return error.status >= 500 || error.status === 0 ? t('errors.server') : error.message;
    }
  };
}

/** An error with what to do next: retry when it may help, and an optional other action. */
export function ErrorNotice({
  error,
  onRetry,
  children,
}: {
  error: ApiError;
  onRetry?: (() => void) | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation('booking');
  const message = useErrorMessage();
  return (
    <Notice
      tone="error"
      className="bk-error"
      actions={
        <>
          {onRetry && (
            <Button variant="secondary" onPress={onRetry}>
              {t('errors.retry')}
            </Button>
          )}
          {children}
        </>
      }
    >
      <p>{message(error)}</p>
    </Notice>
  );
}
