// The heading of a view. After an in-app move it takes the focus, so a screen reader announces the new
// view and keyboard users continue from there; its text names the view in the document title.
import { setPageTitle } from '@rental/remote-apps/page-title';
import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';

/** True when the current view was reached by a move inside the app (not on page load). */
export const FocusOnViewContext = createContext(false);

/** Whether this mount names the page (the ride page's booking or the history page, not the home list). */
export const NamesPageContext = createContext(true);

export function ViewHeading({ children, id }: { children: ReactNode; id: string }) {
  const focus = useContext(FocusOnViewContext);
  const namesPage = useContext(NamesPageContext);
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focus || !ref.current) return;
    ref.current.focus({ preventScroll: true });
    const top = ref.current.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight) ref.current.scrollIntoView?.({ block: 'start' });
  }, [focus]);
  useEffect(() => {
    if (namesPage && ref.current) setPageTitle(ref.current, ref.current.textContent);
  });
  return (
    <h2 className="ride__title" tabIndex={-1} ref={ref} id={id}>
      {children}
    </h2>
  );
}
