// The error summary of a form (issue 13 §5; GOV.UK pattern): after a failed submit it takes the focus,
// so a screen reader hears every problem at once, and each entry links to its field, naming it.
import { type ReactNode, type Ref, useEffect, useRef } from 'react';

/** One problem of the form. */
export interface SummaryItem {
  /** The field's control id (the link target). */
  id: string;
  /** The field's label, shown before the message ("Phone number: Enter a valid number"). */
  label?: string;
  /** The message. */
  message: string;
}

/** Props of ErrorSummary. */
export interface ErrorSummaryProps {
  /** The problems in the order the form shows its fields; none renders nothing. */
  items: readonly SummaryItem[];
  /** The heading, e.g. 'Please correct 3 fields:'. */
  title: ReactNode;
  /** Changes whenever the form was submitted again: the summary takes the focus each time. */
  focusKey?: unknown;
  className?: string;
  summaryRef?: Ref<HTMLDivElement>;
}

/** The summary of a form's problems; renders nothing when there are none. */
export function ErrorSummary({ items, title, focusKey, className, summaryRef }: ErrorSummaryProps) {
  const own = useRef<HTMLDivElement | null>(null);
  const hasItems = items.length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus again on each new submit (focusKey).
  useEffect(() => {
    if (hasItems) own.current?.focus();
  }, [hasItems, focusKey]);
  if (!hasItems) return null;
  return (
    <div
      ref={(node) => {
        own.current = node;
        if (typeof summaryRef === 'function') summaryRef(node);
        else if (summaryRef) summaryRef.current = node;
      }}
      className={className ? `ui-error-summary ${className}` : 'ui-error-summary'}
      role="alert"
      tabIndex={-1}
    >
      <p>{title}</p>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              onClick={(event) => {
                // The hash may be the app's route: move the focus without changing the address.
                event.preventDefault();
                document.getElementById(item.id)?.focus();
              }}
            >
              {item.label ? `${item.label}${labelSeparator(item.label)}${item.message}` : item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** ': ' after a label, but a label that is a question ('What is wrong?') is followed by a space only. */
function labelSeparator(label: string): string {
  return /[?？؟]$/.test(label) ? ' ' : ': ';
}
