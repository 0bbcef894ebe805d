// Loading and error states shared by every API call of the app, with a retry button.
import { useTranslation } from '@rental/i18n';
import type { ApiFailure } from './api.ts';

/** A polite loading line with a visual skeleton. */
export function Loading({ label }: { label: string }) {
  return (
    <div className="bk-loading" role="status" aria-live="polite">
      <span className="bk-spinner" aria-hidden="true" />
      {label}
    </div>
  );
}

/** The localised message of an API failure. */
export function useErrorMessage(): (error: ApiFailure) => string {
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
  error: ApiFailure;
  onRetry?: () => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('booking');
  const message = useErrorMessage();
  return (
    <div className="bk-error" role="alert">
      <p>{message(error)}</p>
      <div className="bk-actions">
        {onRetry && (
          <button type="button" className="bk-button bk-button--secondary" onClick={onRetry}>
            {t('errors.retry')}
          </button>
        )}
        {children}
      </div>
    </div>
  );
}
