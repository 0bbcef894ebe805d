// Form fields with a label, an optional hint and an error (issue 13 §5), on react-aria-components:
// the label names the control, hint and error describe it (aria-describedby), an error marks it
// invalid. Ids are stable (`{id}-hint`, `{id}-error`), so an error summary can link to a field.
import type { ReactNode, Ref } from 'react';
import { TextField as AriaTextField, FieldError, Input, Label, Text, TextArea } from 'react-aria-components';

/** What every field takes. */
export interface FieldProps {
  /** The control's id; the hint is `{id}-hint`, the error `{id}-error`. */
  id: string;
  /** Visible label. */
  label: ReactNode;
  /** A hint under the control (format, example). */
  hint?: ReactNode;
  /** The error message; its presence marks the field invalid. */
  error?: string | undefined;
  /** Extra class of the field's wrapper. */
  className?: string;
}

/** Props of TextField. */
export interface TextFieldProps extends FieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The form field name (react-hook-form's name). */
  name?: string;
  type?: 'text' | 'email' | 'tel' | 'search' | 'url' | 'password';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'decimal' | 'search';
  placeholder?: string;
  /** A fixed prefix shown before the input (a dialling prefix); not part of the value. */
  prefix?: string;
  /** Extra class of the prefix. */
  prefixClassName?: string;
  /** A multi-line text (textarea) with this many rows. */
  rows?: number;
  /**
   * Text direction of the control: 'auto' for free text that may be in either direction (a name or a
   * street in Arabic typed on an English page shows right to left); 'ltr' for e-mail and phone.
   */
  dir?: 'auto' | 'ltr' | 'rtl';
  maxLength?: number;
  isRequired?: boolean;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
}

/** A text input or textarea with label, hint and error. */
export function TextField(props: TextFieldProps) {
  const { id, label, hint, error, className, prefix, rows } = props;
  const control = rows ? (
    <TextArea
      className="ui-textarea"
      rows={rows}
      dir={props.dir}
      maxLength={props.maxLength}
      ref={props.inputRef as Ref<HTMLTextAreaElement>}
    />
  ) : (
    <Input
      className="ui-input"
      placeholder={props.placeholder}
      dir={props.dir}
      maxLength={props.maxLength}
      ref={props.inputRef as Ref<HTMLInputElement>}
    />
  );
  return (
    <AriaTextField
      id={id}
      name={props.name}
      type={props.type ?? 'text'}
      value={props.value}
      onChange={props.onChange}
      onBlur={props.onBlur}
      autoComplete={props.autoComplete}
      inputMode={props.inputMode}
      isRequired={props.isRequired}
      isInvalid={Boolean(error)}
      // Messages come from the app (zod schemas through react-hook-form), never from the browser.
      validationBehavior="aria"
      className={className ? `ui-field ${className}` : 'ui-field'}
    >
      <Label className="ui-label">{label}</Label>
      {prefix ? (
        // A dialling prefix and its number read left to right on every page ('+966 30 1234567', not '966+').
        <div className="ui-prefixed" dir="ltr">
          <span
            className={props.prefixClassName ? `ui-prefix ${props.prefixClassName}` : 'ui-prefix'}
            aria-hidden="true"
          >
            {prefix}
          </span>
          {control}
        </div>
      ) : (
        control
      )}
      {hint ? (
        <Text slot="description" id={`${id}-hint`} className="ui-hint">
          {hint}
        </Text>
      ) : null}
      <FieldError id={`${id}-error`} className="ui-field-error">
        {error}
      </FieldError>
    </AriaTextField>
  );
}

/** Props of SelectField. */
export interface SelectFieldProps extends FieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  /** The options: value and visible label. */
  options: ReadonlyArray<{ value: string; label: string }>;
  /** A first, empty option ("Choose a topic"). */
  placeholder?: string;
  isRequired?: boolean;
  selectRef?: Ref<HTMLSelectElement>;
}

/**
 * A native select with label, hint and error. Native on purpose (ADR 007): on phones the system picker
 * is what people know, and a short fixed list needs no type-ahead.
 */
export function SelectField(props: SelectFieldProps) {
  const { id, label, hint, error, className } = props;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className ? `ui-field ${className}` : 'ui-field'}>
      <label htmlFor={id} className="ui-label">
        {label}
      </label>
      <select
        id={id}
        name={props.name}
        ref={props.selectRef}
        className="ui-select"
        value={props.value}
        required={props.isRequired}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
      >
        {props.placeholder !== undefined ? <option value="">{props.placeholder}</option> : null}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <span id={`${id}-hint`} className="ui-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="ui-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Props of CheckboxField. */
export interface CheckboxFieldProps extends Omit<FieldProps, 'hint'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A checkbox whose label may hold a link (terms), with an error under it. */
export function CheckboxField(props: CheckboxFieldProps) {
  const { id, label, error, className } = props;
  return (
    <div className={className ? `ui-field ${className}` : 'ui-field'}>
      <label className="ui-checkbox">
        <input
          id={id}
          name={props.name}
          ref={props.inputRef}
          type="checkbox"
          checked={props.checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => props.onChange(event.target.checked)}
          onBlur={props.onBlur}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={`${id}-error`} className="ui-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
