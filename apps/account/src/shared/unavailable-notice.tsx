// The notice a view shows when the API could not answer: what happened, and a retry.
import { useTranslation } from '@rental/i18n';
import { Button, Notice } from '@rental/ui';

export function UnavailableNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Notice
      tone="error"
      actions={
        <Button variant="secondary" onPress={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {t('errors.unavailable')}
    </Notice>
  );
}
