// The helpers an app uses to satisfy the mount contract with React: `export const mount =
// defineReactApp(App, { styles })`, and the one in-page router (router.ts). React comes from the host's
// share scope (singleton), so the app renders with the page's one React.
import * as React from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { type AppContext, contractMismatch, contractVersion, type Mount } from './contract.ts';
import { diagnostics } from './diagnostics.ts';
import { fallbackElement } from './fallback-element.ts';
import {
  clickedFirstViewAttribute,
  firstViewAttribute,
  staleFirstViewAttribute,
} from './first-view-attribute.ts';

export type { AppContext, Mount, Unmount } from './contract.ts';
export {
  followAppLinks,
  type GoOptions,
  goToHash,
  type HashRoute,
  type HashRoutes,
  useHashRoute,
} from './router.ts';
export { clickedFirstViewAttribute, contractVersion, firstViewAttribute, staleFirstViewAttribute };

/** Props of an app's root component. */
export interface AppProps {
  context: AppContext;
  /**
   * The container while it still shows the app's static first view (issue 16), during the first render
   * only: what the visitor typed, chose or focused there is read from it to carry on where they are.
   * A stale view (`staleFirstViewAttribute`: hidden, not what this visitor gets) is no state to carry on.
   */
  firstView?: HTMLElement | undefined;
}

/** Options of defineReactApp. */
export interface ReactAppOptions {
  /**
   * Style sheets the app needs, by id: its own CSS file (`import css from './app.css?inline'`) and the
   * UI package's (`uiStyles`). Each is added to the document once, before the first render.
   */
  styles?: Readonly<Record<string, string>>;
}

/** Adds a style sheet to the document once (by id), so apps ship one CSS file and no inline styles. */
export function adoptStyles(doc: Document, id: string, css: string): void {
  if (doc.getElementById(id)) return;
  const style = doc.createElement('style');
  style.id = id;
  style.textContent = css;
  doc.head.append(style);
}

/**
 * A `mount` for a React root component: adds the app's styles, creates a root in the container, renders
 * `<App context>`, and returns an unmount that tears the root down. Refuses a context of another
 * contract version.
 */
export function defineReactApp(App: React.ComponentType<AppProps>, options: ReactAppOptions = {}): Mount {
  return (element, context) => {
    const mismatch = contractMismatch(context, contractVersion);
    if (mismatch) throw new Error(mismatch);
    for (const [id, css] of Object.entries(options.styles ?? {})) adoptStyles(element.ownerDocument, id, css);
    // React.Component is one class per React copy: equal classes mean one React on the page.
    diagnostics().reactInstances.add(React.Component);
    const root = createRoot(element, {
      // An error after mounting (render, effect) unmounts the tree; the container then shows the same
      // fallback as a failed load instead of staying blank, and the error is logged with app and version.
      onUncaughtError(error) {
        console.error(
          `[remote-apps] app "${context.app}" version "${context.version || 'default'}" crashed after mounting:`,
          error,
        );
        queueMicrotask(() => {
          if (element.isConnected && element.childElementCount === 0) {
            element.append(fallbackElement(document, element, context.fallbackText));
            element.dataset.appState = 'failed';
          }
        });
      },
    });
    const firstView = element.hasAttribute(firstViewAttribute) ? element : undefined;
    const app = (
      <React.StrictMode>
        <App context={context} firstView={firstView} />
      </React.StrictMode>
    );
    if (firstView) {
      // Taking over a first view the visitor is using happens in one task: the app reads the static view's
      // state as it renders and replaces it in the same commit, so no key pressed meanwhile goes astray
      // (it waits for the task and then reaches the app's field, which has the focus).
      flushSync(() => root.render(app));
      element.removeAttribute(firstViewAttribute);
      element.removeAttribute(staleFirstViewAttribute);
      element.removeAttribute(clickedFirstViewAttribute);
    } else {
      // As a transition, React renders the app in slices of a few milliseconds and gives the main thread
      // back in between: the first render of a large app (the booking engine's form) is no long task that
      // would block the page's input (issue 16: Total Blocking Time with every app mounted).
      React.startTransition(() => root.render(app));
    }
    let done = false;
    return () => {
      if (done) return;
      done = true;
      root.unmount();
    };
  };
}

/** Props of `ExperimentVariations`. */
export interface ExperimentVariationsProps {
  /** The app context's experiments. */
  experiments: AppContext['experiments'];
  /** The experiment's key, e.g. 'search-button'. */
  experiment: string;
  /** What each variation shows, by variation key; must hold the control. */
  children: Readonly<Record<string, React.ReactNode>>;
  /** Key of the control variation (shown when the experiment does not run). Default 'control'. */
  control?: string;
}

/**
 * What an experiment's variation shows (issue 25). Live, the visitor's variation (or the control). At
 * build time, with several variations that can show, each inside `data-exp-show="{experiment}:{key}"`,
 * so the page's CSS shows the one its inline decision chose before the first paint: no swap, no shift.
 */
export function ExperimentVariations({
  experiments,
  experiment,
  children,
  control = 'control',
}: ExperimentVariationsProps): React.ReactNode {
  const shown = experiments.variations(experiment).filter((key) => Object.hasOwn(children, key));
  if (shown.length <= 1) return children[shown[0] ?? control];
  return shown.map((key) => (
    <span key={key} data-exp-show={`${experiment}:${key}`}>
      {children[key]}
    </span>
  ));
}
