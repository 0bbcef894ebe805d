// One state or step of a view under its own heading (issue 22). When it follows something the visitor did
// (a step finished, back from the payment page, a booking added) the heading takes the focus, so keyboard
// and screen-reader users continue from the new content (WCAG 2.2 2.4.3 focus order, 4.1.3 status messages).
import { type ReactNode, useEffect, useRef } from 'react';

interface Props {
  id: string;
  title: ReactNode;
  /** Which state or step this is (data-state, for styles and tests). */
  state: string;
  /** Changes whenever the focus should move to this heading; 0 leaves it where it is (first load). */
  focusKey: number;
  /** 'h2' for a view's state, 'h3' under a view's heading. */
  level?: 2 | 3;
  className?: string;
  children?: ReactNode;
}

export function Panel({ id, title, state, focusKey, level = 2, className, children }: Props) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusKey > 0) ref.current?.focus();
  }, [focusKey]);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={id}
      className={className ? `check-in-panel ${className}` : 'check-in-panel'}
      data-state={state}
    >
      <Heading id={id} className="check-in-panel__title" tabIndex={-1} ref={ref}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
