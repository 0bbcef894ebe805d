// The one shape of the account's forms (spec §5/§8 form behaviour): the error summary naming each field
// and linking to it (taking the focus after a failed submit), the API's refusal next to the form, the
// fields, and a submit button that says the form is being sent and cannot be pressed twice.
import type { ApiError } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Button, ErrorSummary, type FieldValues, Notice, summaryItems, type UseFormReturn } from '@rental/ui';
import type { FormEvent, ReactNode } from 'react';

/** One field of the summary: the form value's path, its control id and its label. */
export interface SummaryField {
  path: string;
  id: string;
  label: string;
}

interface Props<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** The fields in the order the form shows them (the summary lists their problems in that order). */
  fields: readonly SummaryField[];
  onSubmit: (event?: FormEvent) => void;
  /** The submit button's label. */
  submitLabel: string;
  /** The API's refusal or failure (shown above the fields, announced at once). */
  failure?: ReactNode;
  /** A confirmation after success (announced politely). */
  done?: ReactNode;
  /** Extra buttons beside the submit button (Cancel). */
  actions?: ReactNode;
  /** Extra class of the form. */
  className?: string;
  children: ReactNode;
}

export function AccountForm<V extends FieldValues>(props: Props<V>) {
  const { form, fields, onSubmit, submitLabel, failure, done, actions, className, children } = props;
  const { t } = useTranslation('account');
  const { errors, isSubmitting, submitCount } = form.formState;
  const items = summaryItems(errors, fields);
  return (
    <form noValidate onSubmit={onSubmit} className={['account__form', className].filter(Boolean).join(' ')}>
      <ErrorSummary title={t('summary', { count: items.length })} focusKey={submitCount} items={items} />
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      {done ? <Notice>{done}</Notice> : null}
      {children}
      <div className="account__actions">
        <SubmitButton pending={isSubmitting}>{submitLabel}</SubmitButton>
        {actions}
      </div>
    </form>
  );
}

/**
 * A form's submit button: while the form is being sent it says so and ignores presses (react-aria's
 * pending state keeps the focus on it and announces the change), so a slow answer never sends twice.
 */
function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <Button type="submit" isPending={pending}>
      {pending ? t('sending') : children}
    </Button>
  );
}

/** Puts the API's per-field messages on the form's fields; true when at least one was placed. */
export function applyFieldErrors<V extends FieldValues>(
  form: UseFormReturn<V>,
  error: ApiError,
  map: Readonly<Record<string, string>>,
): boolean {
  let placed = false;
  for (const [apiField, message] of Object.entries(error.fields)) {
    const field = map[apiField];
    if (!field) continue;
    form.setError(field as never, { message });
    placed = true;
  }
  return placed;
}
