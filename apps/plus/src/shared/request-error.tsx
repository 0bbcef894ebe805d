// A failed read shown the same way in every view: the API's message (in the page's language) and, when
// trying again may help, a retry button.
import type { ApiError } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Button, Notice } from '@rental/ui';

export function RequestError({ error, retry }: { error: ApiError; retry: () => void }) {
  const { t } = useTranslation('plus');
  return (
    <Notice
      tone="error"
      actions={
        error.retryable ? (
          <Button variant="secondary" onPress={retry}>
            {t('retry')}
          </Button>
        ) : undefined
      }
    >
      {error.message}
    </Notice>
  );
}
