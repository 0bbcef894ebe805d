// The market's customer support under every state of a pay page: a customer who came from an e-mail can
// check with us before paying, and knows whom to ask when something went wrong.
import { useTranslation } from '@rental/i18n';
import { useAppServices } from './app-services.tsx';

export function SupportLine() {
  const { t } = useTranslation('pay');
  const { support } = useAppServices().context.market;
  return (
    <p className="pay__support">
      {t('contact')} {/* A phone number reads left to right on an Arabic page too. */}
      <a href={`tel:${support.phone}`} dir="ltr">
        {support.phoneDisplay}
      </a>
      {' · '}
      <a href={`mailto:${support.mail}`}>{support.mail}</a>
    </p>
  );
}

/** What to say about a failed call: the API's reason (in the page's language), or that we cannot be reached. */
export function failureMessage(error: { kind: string; message: string }, unavailable: string): string {
  return error.kind === 'invalid-request' || error.kind === 'not-found' ? error.message : unavailable;
}
