// Local stand-in for the consent-manager loader (loader.js?id=CONSENT_MANAGER_ID): records each answer
// the site's banner gives (event rental:consent) as a consent manager keeps its proof of consent.
(() => {
  const script = document.currentScript;
  const id = script ? new URL(script.src).searchParams.get('id') || '' : '';
  const w = window;
  if (w.__consentManagerStandIn) return;
  const state = { id, records: [] };
  w.__consentManagerStandIn = state;
  try {
    const stored = JSON.parse(localStorage.getItem('rental-consent') || 'null');
    if (stored) state.records.push({ performance: stored.performance === true, at: stored.at });
  } catch {
    // storage blocked or malformed: nothing to record yet
  }
  w.addEventListener('rental:consent', (event) => {
    state.records.push({ performance: event.detail.performance === true, at: Date.now() });
  });
})();
