// The heading of a view. After an in-app navigation it takes the focus, so a screen reader announces
// the new view and keyboard users continue from there (spec §2: navigation announces the new page).
// Its text also names the view in the document title (issue 23, the host's page-title event).
import { setPageTitle } from '@rental/remote-apps/page-title';
import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';

/** True when the current view was reached by navigating inside the app (not on page load). */
export const FocusOnViewContext = createContext(false);

export function ViewHeading({ children, id }: { children: ReactNode; id?: string }) {
  const focus = useContext(FocusOnViewContext);
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focus || !ref.current) return;
    ref.current.focus({ preventScroll: true });
    const top = ref.current.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight) ref.current.scrollIntoView({ block: 'start' });
  }, [focus]);
  useEffect(() => {
    if (ref.current) setPageTitle(ref.current, ref.current.textContent);
  });
  return (
    <h2 className="hc-title" tabIndex={-1} ref={ref} id={id}>
      {children}
    </h2>
  );
}
