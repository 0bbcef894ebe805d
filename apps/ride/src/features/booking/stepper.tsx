// A number stepper (passengers, bags): − and + buttons of at least 24 px around the value, which is
// announced politely when it changes; the buttons say what they do and are disabled at the limits.
import { Button } from '@rental/ui';

interface Props {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  fewer: string;
  more: string;
  error?: string | undefined;
}

export function Stepper({ id, label, value, min, max, onChange, fewer, more, error }: Props) {
  return (
    <fieldset className="ride__field ride__stepper" aria-describedby={error ? `${id}-error` : undefined}>
      <legend id={`${id}-label`} className="ui-label">
        {label}
      </legend>
      <div className="ride__stepper-row">
        <Button
          variant="secondary"
          aria-label={fewer}
          isDisabled={value <= min}
          onPress={() => onChange(Math.max(min, value - 1))}
        >
          −
        </Button>
        <output id={id} className="ride__stepper-value" aria-live="polite" aria-labelledby={`${id}-label`}>
          {value}
        </output>
        <Button
          variant="secondary"
          aria-label={more}
          isDisabled={value >= max}
          onPress={() => onChange(Math.min(max, value + 1))}
        >
          +
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="ui-field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
