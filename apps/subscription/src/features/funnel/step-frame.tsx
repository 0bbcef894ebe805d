// What every funnel step shares: its heading (focused and so announced when the step is reached inside
// the app), the form with Back and Continue, and the field helpers binding @rental/ui controls to
// react-hook-form.
import { useTranslation } from '@rental/i18n';
import { Button, type FieldValues, type Path, type UseFormReturn } from '@rental/ui';
import { type FormEventHandler, type ReactNode, useEffect, useRef } from 'react';

interface FrameProps {
  /** 1-based number of the step. */
  number: number;
  total: number;
  title: string;
  focus: boolean;
  backHref: string;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** The Continue button's text (the summary's is "Order"); none: no form, no button. */
  submitLabel?: string;
  busy?: boolean;
  children: ReactNode;
}

export function StepFrame(props: FrameProps) {
  const { t } = useTranslation('subscription');
  const heading = useRef<HTMLHeadingElement>(null);
  const { focus, number } = props;
  // Each step's heading takes the focus when reached inside the app: a screen reader says where it is.
  // (Each step is its own component, so the frame mounts again on every step.)
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const head = (
    <h2 ref={heading} tabIndex={-1} className="subscription-funnel__title">
      {t('funnel.stepOf', { number, total: props.total, title: props.title })}
    </h2>
  );
  const actions = (
    <div className="subscription-funnel__actions">
      <a className="subscription-funnel__back" href={props.backHref}>
        {t('funnel.back')}
      </a>
      {props.submitLabel ? (
        <Button type="submit" isPending={props.busy ?? false}>
          {props.submitLabel}
        </Button>
      ) : null}
    </div>
  );
  if (!props.onSubmit)
    return (
      <section className="subscription-funnel__step">
        {head}
        {props.children}
        {actions}
      </section>
    );
  return (
    <section className="subscription-funnel__step">
      {head}
      <form className="subscription-funnel__form" noValidate onSubmit={props.onSubmit}>
        {props.children}
        {actions}
      </form>
    </section>
  );
}

/** A fieldset of radio buttons bound to one field, its message under the legend. */
export function RadioGroup<V extends FieldValues>({
  form,
  name,
  legend,
  options,
}: {
  form: UseFormReturn<V>;
  name: Path<V>;
  legend: string;
  options: ReadonlyArray<{ value: string; label: ReactNode }>;
}) {
  const error = form.formState.errors[name]?.message;
  const id = `subscription-${name}`;
  return (
    <fieldset className="subscription-funnel__choices" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {typeof error === 'string' ? (
        <p id={`${id}-error`} className="ui-field-error">
          {error}
        </p>
      ) : null}
      {options.map((o) => (
        <label key={o.value} className="subscription-funnel__choice">
          <input type="radio" value={o.value} {...form.register(name)} />
          <span>{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
