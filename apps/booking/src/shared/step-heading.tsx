// The heading of a funnel step (offers, checkout, confirmation, search). The funnel moves the focus to it
// after a step change (id bk-step-title); its text also names the step in the tab's title through the
// host's page-title event (issue 23: the title never changed per step). No announcement: the focus
// move on the heading is announced by screen readers already.
import { setPageTitle } from '@rental/remote-apps/page-title';
import { type ReactNode, useEffect, useRef } from 'react';

export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (ref.current) setPageTitle(ref.current, ref.current.textContent);
  });
  return (
    <h1 id="bk-step-title" className="bk-step-title" tabIndex={-1} ref={ref}>
      {children}
    </h1>
  );
}
