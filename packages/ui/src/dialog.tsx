// A modal dialog (issue 13 §5) on react-aria-components: focus moves in and is trapped, Escape and the
// close button close it, focus returns to the trigger, the page behind is inert. Entry '@rental/ui/dialog'.
import type { ReactElement, ReactNode } from 'react';
import { Dialog as AriaDialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './button.tsx';

/** Props of Dialog. */
export interface DialogProps {
  /** The element that opens it (a Button). */
  trigger: ReactElement;
  /** The dialog's title (its accessible name). */
  title: ReactNode;
  /** The close button's accessible name in the page's language. */
  closeLabel: string;
  /** The content; a function gets `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Whether a click outside closes it (default true). */
  isDismissable?: boolean;
  /** Controlled open state. */
  isOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A trigger and the modal dialog it opens. */
export function Dialog({
  trigger,
  title,
  closeLabel,
  children,
  isDismissable = true,
  isOpen,
  onOpenChange,
}: DialogProps) {
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      <ModalOverlay className="ui-modal-overlay" isDismissable={isDismissable}>
        <Modal>
          <AriaDialog className="ui-dialog">
            {({ close }) => (
              <>
                <div className="ui-dialog__head">
                  <Heading slot="title" className="ui-dialog__title">
                    {title}
                  </Heading>
                  <Button variant="icon" aria-label={closeLabel} onPress={close}>
                    ×
                  </Button>
                </div>
                {typeof children === 'function' ? children(close) : children}
              </>
            )}
          </AriaDialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
