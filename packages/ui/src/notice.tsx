// Status and error messages of every app (issue 13 §5): a polite loading line, an inline notice (info
// announced politely, error as an alert) with actions, and toasts for short confirmations.
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';

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

/** What a toast says. */
export interface ToastContentValue {
  /** The message, e.g. 'Your vote was saved.' */
  title: string;
  /** Optional second line. */
  description?: string;
}

/** A queue of toasts for one app; `toasts.add({ title }, { timeout: 5000 })` shows one. */
export function createToastQueue(): ToastQueue<ToastContentValue> {
  return new ToastQueue<ToastContentValue>({ maxVisibleToasts: 3 });
}

/**
 * Where an app's toasts show (bottom corner, a landmark region screen readers can reach with F6).
 * `closeLabel` names the close button in the page's language.
 */
export function Toasts({
  queue,
  label,
  closeLabel,
}: {
  queue: ToastQueue<ToastContentValue>;
  label: string;
  closeLabel: string;
}) {
  return (
    <ToastRegion queue={queue} className="ui-toast-region" aria-label={label}>
      {({ toast }) => (
        <Toast toast={toast} className="ui-toast">
          <ToastContent>
            <Text slot="title">{toast.content.title}</Text>
            {toast.content.description ? <Text slot="description">{toast.content.description}</Text> : null}
          </ToastContent>
          <AriaButton slot="close" className="ui-button ui-button--icon" aria-label={closeLabel}>
            ×
          </AriaButton>
        </Toast>
      )}
    </ToastRegion>
  );
}
