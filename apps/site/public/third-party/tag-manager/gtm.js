// Local stand-in for a tag-manager container script (gtm.js?id=CONTAINER): works offline, uses no eval.
// Like a real container it reads the consent-mode commands in window.dataLayer and sets its measurement
// cookie only while analytics_storage is granted; the tests read window.__tagManagerStandIn.
(() => {
  const script = document.currentScript;
  const id = script ? new URL(script.src).searchParams.get('id') || '' : '';
  const w = window;
  w.dataLayer = w.dataLayer || [];
  w.__tagManagerStandIn = w.__tagManagerStandIn || { containers: [] };
  const state = w.__tagManagerStandIn;
  if (!state.containers.includes(id)) state.containers.push(id);

  function analyticsGranted() {
    let granted = false;
    for (const entry of w.dataLayer) {
      const args = entry && typeof entry === 'object' && 'length' in entry ? Array.from(entry) : [];
      if (args[0] === 'consent' && args[2] && args[2].analytics_storage) {
        granted = args[2].analytics_storage === 'granted';
      }
    }
    return granted;
  }

  function measure() {
    if (!analyticsGranted()) return;
    // biome-ignore lint/suspicious/noDocumentCookie: a stand-in for a third-party script that does exactly this
    document.cookie = `_tm_demo=${encodeURIComponent(id)}.${Date.now()}; path=/; max-age=63072000; samesite=lax`;
  }

  measure();
  if (!w.dataLayer.__standIn) {
    const queue = w.dataLayer;
    queue.__standIn = true;
    queue.push = function push(...items) {
      const length = Array.prototype.push.apply(queue, items);
      measure();
      return length;
    };
  }
})();
