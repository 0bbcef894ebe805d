// One state of a pay page (open, paid, expired, refused…) under its own heading. When the state follows
// something the visitor did (paid, came back from the provider, pressed try again) the heading takes the
// focus, so keyboard and screen-reader users continue from the new state, and the page's live region says
// it (issue 21; WCAG 2.2 4.1.3 status messages).
import { type ReactNode, useEffect, useRef } from 'react';

interface Props {
  id: string;
  title: string;
  /** Which state this is (data-state, for styles and tests). */
  state: string;
  /** Changes whenever the focus should move to this heading; 0 leaves it where it is (first load). */
  focusKey: number;
  tone?: 'done' | 'problem' | 'neutral';
  children?: ReactNode;
}

export function StatePanel({ id, title, state, focusKey, tone = 'neutral', children }: Props) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusKey > 0) ref.current?.focus();
  }, [focusKey]);
  return (
    <section aria-labelledby={id} className={`pay__state pay__state--${tone}`} data-state={state}>
      <h2 id={id} className="pay__title" tabIndex={-1} ref={ref}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The page's polite live region: says a new state's heading when it arrives after the first load. */
export function Announcer({ text }: { text: string }) {
  return (
    <p className="ui-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {text}
    </p>
  );
}
