// A text field or a select of a react-hook-form form: TextField or SelectField bound to one field, so each
// form states only its fields (label, type, autocomplete, options) and the schema's message shows under it.
import { type FieldValues, type Path, type UseFormReturn, useController } from 'react-hook-form';
import { SelectField, type SelectFieldProps, TextField, type TextFieldProps } from './field.tsx';

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

export type FormSelectFieldProps<V extends FieldValues> = Omit<
  SelectFieldProps,
  'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'selectRef'
> & {
  form: UseFormReturn<V>;
  name: Path<V>;
};

/** A native select of a react-hook-form form, bound to one field like {@link FormField}. */
export function FormSelectField<V extends FieldValues>({ form, name, ...props }: FormSelectFieldProps<V>) {
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <SelectField
      {...props}
      name={name}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      onBlur={field.onBlur}
      selectRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}
