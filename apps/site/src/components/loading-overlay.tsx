// The loading overlay over the funnel container (spec §4, funnel and zen layouts): shown at start,
// hidden by behaviours.ts 5 s after the container appears or 1.5 s after first content is added. Over a
// first view (ADR 014) nothing loads unless the address holds an app route (`#/offers?…`, the live app
// loads at once): the mark below says so before the first paint, and global.css shows the overlay only then.

/** Marks its parent with data-app-route while the parser is there, when the address holds an app route. */
const routeMark =
  "if(/^#\\/./.test(location.hash))document.currentScript.parentElement.setAttribute('data-app-route','')";

export function LoadingOverlay({ forId, label }: { forId: string; label: string }) {
  return (
    <>
      <div className="loading-overlay" data-loading-overlay={forId} role="status">
        <span className="loading-overlay__pulse" aria-hidden="true" />
        <span className="loading-overlay__text">{label}</span>
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this file (hashed into the CSP). */}
      <script dangerouslySetInnerHTML={{ __html: routeMark }} />
    </>
  );
}
