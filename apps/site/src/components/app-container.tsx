// A named container of a micro-frontend (spec §1, §2 "Layouts"): exactly the ids and app names of
// @rental/remote-apps, persisted across client-side navigations, reserving its space (CLS 0).
// A container with a first view (issue 16) holds the app's static HTML and, before it, the style sheets
// that HTML needs (outside the container: the app replaces the container's content when it takes over).
import {
  type ContainerName,
  containers,
  type FirstView,
  firstViewRoutesAttribute,
  signedInHintScript,
  signedOutViewAttribute,
  staleFirstViewScript,
} from '@rental/remote-apps';
import type { ReactNode } from 'react';

interface Props {
  name: ContainerName;
  /** Value of data-astro-transition-persist; the container id unless the content is page-specific. */
  persist?: string;
  /** The app's first view, built by its prerender entry (lib/first-views.ts). */
  firstView?: FirstView | undefined;
  children?: ReactNode;
}

export function AppContainer({ name, persist, firstView, children }: Props) {
  const c: { id: string; app: string | null; view?: string } = containers[name];
  const attributes = {
    id: c.id,
    className: `app-container app-container--${name}`,
    'data-app': c.app ?? undefined,
    'data-app-view': c.view,
    'data-astro-transition-persist': persist ?? c.id,
  };
  if (!firstView) return <div {...attributes}>{children}</div>;
  return (
    <>
      {firstView.signedOut ? (
        // Before the view is parsed: a visitor who may be signed in never sees it painted (global.css).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours.
        <script dangerouslySetInnerHTML={{ __html: signedInHintScript() }} />
      ) : null}
      {Object.entries(firstView.styles).map(([id, css]) => (
        // The app's own CSS from its build (trusted, not content); the app adopts it under `id` later.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a style sheet of the app's build, not content.
        <style key={id} data-first-view-styles={id} dangerouslySetInnerHTML={{ __html: css }} />
      ))}
      <div
        {...attributes}
        data-first-view=""
        {...{
          [firstViewRoutesAttribute]: firstView.routes?.join(' '),
          [signedOutViewAttribute]: firstView.signedOut ? '' : undefined,
        }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the app's own render (renderToString escapes content).
        dangerouslySetInnerHTML={{ __html: firstView.html }}
      />
      {firstView.routes || firstView.signedOut ? (
        // Before the first paint: a view that is not what this visitor gets (another route, signed in) hides.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours with the container id.
        <script dangerouslySetInnerHTML={{ __html: staleFirstViewScript(c.id) }} />
      ) : null}
    </>
  );
}
