// A step's heading: focusable by script (tabIndex -1), so moving to a step puts keyboard and screen-reader
// users at its start (issue 22: focus moved on step change).
import type { ReactNode, RefObject } from 'react';

export function StepHeading({
  id,
  headingRef,
  children,
}: {
  id: string;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <h3 id={id} ref={headingRef} tabIndex={-1} className="check-out__step-title">
      {children}
    </h3>
  );
}
