// On its own so an app's mount code can test for it without the containers table (bundle size).

/** The attribute of a container whose content is its app's first view, built at build time (ADR 014). */
export const firstViewAttribute = 'data-first-view';
