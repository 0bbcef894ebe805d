// The heading of a section. After a move inside the app it takes the focus, so a screen reader announces
// the new section and keyboard users continue from there (spec §2: navigation announces the new page);
// its text names the section in the document title (the host's page-title event).
import { setPageTitle } from '@rental/remote-apps/page-title';
import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';

/** True when the current section was reached by a move inside the app (not on page load). */
export const FocusOnViewContext = createContext(false);

/**
 * False where the app is a side part of another page (the customer settings on ride pages): its headings
 * then leave the document title to the page.
 */
export const NamesPageContext = createContext(true);

export function ViewHeading({ children, id }: { children: ReactNode; id: string }) {
  const focus = useContext(FocusOnViewContext);
  const namesPage = useContext(NamesPageContext);
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus({ preventScroll: false });
  }, [focus]);
  useEffect(() => {
    if (namesPage && ref.current) setPageTitle(ref.current, ref.current.textContent);
  });
  return (
    <h2 className="account__title" tabIndex={-1} ref={ref} id={id}>
      {children}
    </h2>
  );
}
