// Local stand-in for the ride layout's third-party driver components script (spec §2 ride).
(() => {
  window.__driverComponentsStandIn = { loaded: true };
})();
