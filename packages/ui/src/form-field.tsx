// A text field of a react-hook-form form: TextField bound to one field, so each form states only its
// fields (label, type, autocomplete) and the schema's message shows under the field.
import { type FieldValues, type Path, type UseFormReturn, useController } from 'react-hook-form';
import { TextField, type TextFieldProps } from './field.tsx';

export type FormFieldProps<V extends FieldValues> = Omit<
  TextFieldProps,
  'value' | 'onChange' | 'onBlur' | 'error'
> & {
  form: UseFormReturn<V>;
  name: Path<V>;
};

export function FormField<V extends FieldValues>({ form, name, ...props }: FormFieldProps<V>) {
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
