// Forms with react-hook-form and zod (issue 13 §5): the zod schema of a form is its validation, its
// messages are the app's localised strings, and the form's problems feed the error summary in the order
// the form shows its fields.
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import {
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { SummaryItem } from './error-summary.tsx';

/**
 * A react-hook-form form validated by a schema (a zod or zod/mini schema: any Standard Schema). Validates
 * on submit; after a failed submit a field re-checks as it changes, so a corrected field loses its message
 * at once (reValidateMode 'onChange'; pass 'onSubmit' to keep messages until the next submit).
 */
export function useSchemaForm<Values extends FieldValues>(
  schema: StandardSchemaV1<Values, Values>,
  options: Omit<UseFormProps<Values>, 'resolver'> = {},
): UseFormReturn<Values> {
  return useForm<Values>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    ...options,
    resolver: standardSchemaResolver(schema) as unknown as Resolver<Values>,
  });
}

/** The message of a field path ('driver.email', 'address.postcode') in react-hook-form's errors. */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/**
 * The error summary's items: the problems of `fields` (path, control id and label) in their order.
 * Fields without a problem are left out.
 */
export function summaryItems(
  errors: FieldErrors,
  fields: ReadonlyArray<{ path: string; id: string; label?: string }>,
): SummaryItem[] {
  return fields.flatMap((field) => {
    const message = errorAt(errors, field.path);
    return message ? [{ id: field.id, message, ...(field.label ? { label: field.label } : {}) }] : [];
  });
}
