// The loading overlay over the funnel container (spec §4, funnel and zen layouts): shown at start,
// hidden by behaviours.ts 5 s after the container appears or 1.5 s after first content is added.
export function LoadingOverlay({ forId, label }: { forId: string; label: string }) {
  return (
    <div className="loading-overlay" data-loading-overlay={forId} role="status">
      <span className="loading-overlay__pulse" aria-hidden="true" />
      <span className="loading-overlay__text">{label}</span>
    </div>
  );
}
