// A text field of a react-hook-form form: @rental/ui's TextField bound to one field, so each form states
// only its fields (label, type, autocomplete) and the schema's message shows under the field.
import type { ApiError } from '@rental/api-client';
import {
  type FieldValues,
  type Path,
  TextField,
  type TextFieldProps,
  type UseFormReturn,
  useController,
} from '@rental/ui';

type Props<V extends FieldValues> = Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'error'> & {
  form: UseFormReturn<V>;
  name: Path<V>;
};

export function FormField<V extends FieldValues>({ form, name, ...props }: Props<V>) {
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <TextField
      {...props}
      name={name}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}

/** Which of the app's general messages an API failure gets (the API's own texts are English). */
export function failureKey(error: ApiError): 'errors.tooMany' | 'errors.unavailable' | null {
  if (error.status === 429) return 'errors.tooMany';
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'server')
    return 'errors.unavailable';
  return null;
}
