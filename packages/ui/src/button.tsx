// The button of every app (issue 13 §5), react-aria-components' Button: press events that work the same
// with mouse, touch, keyboard and screen readers, a 44 px target and a visible focus ring.
import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

/** Looks of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'icon' | 'link';

/** Props of Button. */
export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  /** primary (the step's main action), secondary, icon (square, label in aria-label) or link (inline). */
  variant?: ButtonVariant;
  /** Extra class. */
  className?: string;
  children?: ReactNode;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** A button; `onPress` runs on click, Enter and Space. */
export function Button({ variant = 'primary', className, children, buttonRef, ...rest }: ButtonProps) {
  const base = variant === 'link' ? 'ui-link-button' : `ui-button ui-button--${variant}`;
  return (
    <AriaButton {...rest} ref={buttonRef} className={className ? `${base} ${className}` : base}>
      {children}
    </AriaButton>
  );
}
