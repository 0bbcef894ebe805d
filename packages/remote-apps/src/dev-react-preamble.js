// Dev server only (see vite.ts): the Fast Refresh preamble @vitejs/plugin-react normally puts in index.html,
// for a remote running inside a site page. Imported first by each exposed module, so it runs before any component.
import { injectIntoGlobalHook } from '/@react-refresh';

if (!window.__vite_plugin_react_preamble_installed__) {
  injectIntoGlobalHook(window);
  window.$RefreshReg$ = () => {};
  window.$RefreshSig$ = () => (type) => type;
  window.__vite_plugin_react_preamble_installed__ = true;
}
