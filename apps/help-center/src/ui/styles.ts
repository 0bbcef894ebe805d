// The app's styles, injected once per document at mount: no CSS file to load through the federation
// runtime, nothing outside `.hc-root`. Colours keep WCAG AA contrast on white (axe color-contrast).

export const styleText = `
.hc-root{--hc-ink:#1d1d1b;--hc-muted:#4a4a46;--hc-line:#d6d6d0;--hc-accent:#a3360f;--hc-link:#0b57a4;--hc-error:#b3261e;--hc-bg:#f6f5f2;color:var(--hc-ink);font:inherit;max-width:960px;padding:16px 0 32px}
.hc-root *{box-sizing:border-box}
.hc-root a{color:var(--hc-link);text-underline-offset:2px}
.hc-root a:focus-visible,.hc-root button:focus-visible,.hc-root input:focus-visible,.hc-root select:focus-visible,.hc-root textarea:focus-visible,.hc-root summary:focus-visible{outline:3px solid var(--hc-link);outline-offset:2px}
.hc-title{font-size:1.75rem;line-height:1.2;margin:8px 0 8px}
.hc-title:focus{outline:none}
.hc-root h3{font-size:1.2rem;margin:24px 0 8px}
.hc-lead{color:var(--hc-muted);margin:0 0 16px}
.hc-hint{color:var(--hc-muted);font-size:.875rem;margin:4px 0 0}
.hc-breadcrumbs ol{list-style:none;display:flex;flex-wrap:wrap;gap:4px;padding:0;margin:0 0 8px;font-size:.875rem}
.hc-breadcrumbs li+li::before{content:"›";margin-right:4px;color:var(--hc-muted)}
.hc-search{margin:16px 0;display:grid;gap:6px}
.hc-search label{font-weight:600}
.hc-search__row{display:flex;gap:8px}
.hc-search input{flex:1;min-width:0}
.hc-root input,.hc-root select,.hc-root textarea{font:inherit;padding:10px 12px;border:1px solid #76766f;border-radius:6px;background:#fff;color:var(--hc-ink);width:100%}
.hc-root [aria-invalid="true"]{border-color:var(--hc-error);box-shadow:0 0 0 1px var(--hc-error)}
.hc-button{display:inline-block;font:inherit;font-weight:600;padding:10px 18px;border-radius:6px;border:1px solid var(--hc-ink);background:var(--hc-ink);color:#fff !important;text-decoration:none;cursor:pointer}
.hc-button--secondary{background:#fff;color:var(--hc-ink) !important}
.hc-button[disabled]{opacity:.6;cursor:progress}
.hc-field-error{color:var(--hc-error);font-size:.9rem;margin:4px 0 0}
.hc-field-error:empty{display:none}
.hc-types ul{list-style:none;display:flex;flex-wrap:wrap;gap:8px;padding:0;margin:8px 0}
.hc-type{display:inline-block;padding:8px 14px;border:1px solid var(--hc-line);border-radius:999px;text-decoration:none}
.hc-type[aria-current="page"]{background:var(--hc-ink);color:#fff !important;border-color:var(--hc-ink)}
.hc-cards{list-style:none;display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:12px;padding:0;margin:0}
.hc-card{display:grid;gap:4px;height:100%;padding:14px;border:1px solid var(--hc-line);border-radius:8px;text-decoration:none;background:#fff}
.hc-card:hover{border-color:var(--hc-ink)}
.hc-card__title{font-weight:700;color:var(--hc-ink)}
.hc-card__text{color:var(--hc-muted);font-size:.9rem}
.hc-card__meta{color:var(--hc-muted);font-size:.8rem}
.hc-links{padding-left:20px;margin:0}
.hc-links li{margin:6px 0}
.hc-article__body{line-height:1.6;max-width:70ch}
.hc-vote{margin:24px 0;padding:16px;background:var(--hc-bg);border-radius:8px}
.hc-vote h3{margin-top:0}
.hc-vote__buttons{display:flex;gap:8px}
.hc-results{padding-left:20px}
.hc-results li{margin:12px 0}
.hc-result__title{font-weight:600}
.hc-result__snippet{margin:4px 0 0;color:var(--hc-muted)}
.hc-root mark{background:#ffe08a;color:var(--hc-ink);padding:0 1px}
.hc-notice{padding:12px;background:var(--hc-bg);border-left:4px solid var(--hc-accent)}
.hc-error{padding:12px 16px;border:1px solid var(--hc-error);border-radius:8px;background:#fff5f4;margin:12px 0}
.hc-error p{margin:0 0 8px}
.hc-summary{padding:12px 16px;border:2px solid var(--hc-error);border-radius:8px;margin:12px 0}
.hc-summary:focus{outline:3px solid var(--hc-link)}
.hc-form{display:grid;gap:16px;max-width:560px}
.hc-form>.hc-button{justify-self:start}
.hc-field label{display:block;font-weight:600;margin-bottom:4px}
.hc-phone{display:flex;align-items:stretch}
.hc-phone__prefix{display:flex;align-items:center;padding:0 10px;border:1px solid #76766f;border-right:0;border-radius:6px 0 0 6px;background:var(--hc-bg)}
.hc-phone__prefix+input{border-radius:0 6px 6px 0}
.hc-receipt{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px}
.hc-receipt dt{font-weight:600}
.hc-receipt dd{margin:0}
.hc-faq__item{border-bottom:1px solid var(--hc-line);padding:10px 0}
.hc-faq__item summary{cursor:pointer;font-weight:600}
.hc-loading{display:flex;align-items:center;gap:8px;color:var(--hc-muted)}
.hc-spinner{width:16px;height:16px;border:2px solid var(--hc-line);border-top-color:var(--hc-ink);border-radius:50%;animation:hc-spin .8s linear infinite}
@keyframes hc-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.hc-spinner{animation:none}}
.hc-contact-cta{margin:24px 0}
`;

/** Adds the styles to the document once. */
export function ensureStyles(doc: Document): void {
  if (doc.getElementById('help-center-styles')) return;
  const style = doc.createElement('style');
  style.id = 'help-center-styles';
  style.textContent = styleText;
  doc.head.append(style);
}
