// Status and error messages of every app (issue 13 §5): a polite loading line and an inline notice
// (info announced politely, error as an alert) with actions. Toasts: '@rental/ui/toast'.
import type { ReactNode } from 'react';

/** A polite loading line with a spinner (the spinner stops under reduced motion). */
export function Loading({ label, className }: { label: ReactNode; className?: string }) {
  return (
    <div className={className ? `ui-loading ${className}` : 'ui-loading'} role="status" aria-live="polite">
      <span className="ui-spinner" aria-hidden="true" />
      {label}
    </div>
  );
}

/** Props of Notice. */
export interface NoticeProps {
  /** info: announced politely (role status); error: announced at once (role alert). */
  tone?: 'info' | 'error';
  children: ReactNode;
  /** Buttons or links under the message (retry, change search). */
  actions?: ReactNode;
  className?: string;
}

/** An inline message with optional actions. */
export function Notice({ tone = 'info', children, actions, className }: NoticeProps) {
  const base = tone === 'error' ? 'ui-notice ui-notice--error' : 'ui-notice';
  return (
    <div className={className ? `${base} ${className}` : base} role={tone === 'error' ? 'alert' : 'status'}>
      {typeof children === 'string' ? <p>{children}</p> : children}
      {actions ? <div className="ui-actions">{actions}</div> : null}
    </div>
  );
}
