// Toasts for short confirmations (issue 13 §5), react-aria-components' toast region: a landmark that
// screen readers can reach (F6), each toast announced and closable by keyboard. Its own entry
// ('@rental/ui/toast'): a page loads it only when an app shows toasts.
import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';

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
