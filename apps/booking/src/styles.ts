// The booking app's styles, rendered inside its own root (a remote app ships no separate CSS file the
// host would have to load). Uses the site's design tokens with fallbacks for the standalone page.
// Colour pairs meet WCAG 2.2 AA; everything is prefixed 'bk-' so nothing leaks into the page.
export const bookingStyles = `
.bk{--bk-accent:var(--color-accent,#c2410c);--bk-accent-strong:var(--color-accent-strong,#9a3412);--bk-text:var(--color-text,#17181a);--bk-muted:var(--color-muted,#4b5058);--bk-border:var(--color-border,#8a8f98);--bk-surface:var(--color-surface,#f5f5f3);--bk-error:#b3261e;--bk-focus:var(--color-focus,#1d4ed8);color:var(--bk-text);font-family:var(--font-sans,system-ui,sans-serif);line-height:1.5;box-sizing:border-box}
.bk *,.bk *::before,.bk *::after{box-sizing:inherit}
.bk--loading{min-height:200px}
.bk-sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.bk-search{display:grid;gap:.75rem;background:#fff;border-radius:12px;padding:1rem;box-shadow:0 1px 2px rgb(0 0 0/.06),0 4px 16px rgb(0 0 0/.08)}
.bk-search__title{margin:0;font-size:1.25rem}
.bk-search--compact{gap:.5rem;padding:.75rem 1rem}
.bk-search--compact .bk-hint--field{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap}
.bk-search--compact .bk-search__branches{gap:.35rem}
@media (min-width:780px){.bk-search--compact{grid-template-columns:minmax(0,1fr) auto;align-items:start;column-gap:.75rem}.bk-search--compact .bk-segmented,.bk-search--compact .bk-notice{grid-column:1/-1}.bk-search--compact .bk-search__dates{grid-column:1/-1}.bk-search--compact .bk-search__branches{grid-row:2}.bk-search--compact .bk-search__submit{grid-row:2;align-self:start;margin-top:1.75rem}}
@media (min-width:1280px){.bk-search--compact{grid-template-columns:minmax(0,1.3fr) minmax(0,2.6fr) auto}.bk-search--compact .bk-search__dates{grid-column:auto;grid-row:2}.bk-search--compact .bk-search__submit{grid-row:2}}
.bk-search__branches,.bk-search__dates{display:grid;gap:.75rem}
@media (min-width:780px){.bk-search__dates{grid-template-columns:1fr 1fr}}
.bk-datetime{display:grid;grid-template-columns:minmax(0,1.4fr) minmax(0,1fr);gap:.5rem;align-items:start}
.bk-field{display:grid;gap:.25rem;position:relative;min-width:0}
.bk-field label,.bk-label{font-weight:600;font-size:.9375rem}
.bk input[type=text],.bk input[type=email],.bk input[type=tel],.bk select{font:inherit;width:100%;min-height:44px;padding:.5rem .75rem;border:1px solid var(--bk-border);border-radius:6px;background:#fff;color:var(--bk-text)}
.bk input[aria-invalid=true]{border-color:var(--bk-error);border-width:2px}
.bk :focus-visible{outline:3px solid var(--bk-focus);outline-offset:2px}
.bk-hint{color:var(--bk-muted);font-size:.875rem}
.bk-field-error{color:var(--bk-error);font-size:.875rem;margin:0;font-weight:600}
.bk-date__row,.bk-prefixed{display:flex;gap:.5rem;align-items:stretch}
.bk-prefix{display:flex;align-items:center;padding:0 .75rem;border:1px solid var(--bk-border);border-radius:6px;background:var(--bk-surface)}
.bk-button{font:inherit;font-weight:600;min-height:44px;padding:.5rem 1.25rem;border-radius:6px;border:2px solid transparent;cursor:pointer;text-decoration:none;display:inline-flex;align-items:center;justify-content:center}
.bk-button--primary{background:var(--bk-accent);color:#fff}
.bk-button--primary:hover{background:var(--bk-accent-strong)}
.bk-button--secondary{background:#fff;color:var(--bk-accent-strong);border-color:var(--bk-accent-strong)}
.bk-button--icon{background:#fff;border:1px solid var(--bk-border);min-width:44px;padding:0 .5rem;color:var(--bk-text)}
.bk-button[disabled]{opacity:.6;cursor:not-allowed}
.bk-link-button{font:inherit;background:none;border:0;padding:.25rem 0;color:var(--bk-accent-strong);text-decoration:underline;cursor:pointer;min-height:24px}
.bk-check{display:flex;gap:.5rem;align-items:center;min-height:24px}
.bk-check input{width:20px;height:20px}
.bk-segmented{border:0;padding:0;margin:0;display:flex;gap:.5rem;flex-wrap:wrap}
.bk-segmented legend{font-weight:600;margin-bottom:.25rem;float:left;width:100%}
.bk-segmented__option{display:flex;gap:.35rem;align-items:center;border:1px solid var(--bk-border);border-radius:999px;padding:.15rem .75rem;min-height:32px}
.bk-search--compact .bk-segmented legend{float:left;width:auto;margin:0 .5rem 0 0;padding-top:.3rem}
.bk-listbox{list-style:none;margin:0;padding:.25rem 0;position:absolute;top:100%;left:0;right:0;z-index:20;background:#fff;border:1px solid var(--bk-border);border-radius:6px;box-shadow:0 8px 32px rgb(0 0 0/.16);max-height:320px;overflow:auto}
.bk-option{display:flex;justify-content:space-between;gap:1rem;padding:.5rem .75rem;cursor:pointer}
.bk-option--active,.bk-option:hover{background:#e8eefc}
.bk-option__kind{color:var(--bk-muted);font-size:.875rem}
.bk-no-results{display:block;color:var(--bk-error);font-weight:600;padding:.25rem 0}
.bk-notice__text{margin:0;padding:.5rem .75rem;border-left:4px solid var(--bk-accent);background:#fff7ed}
.bk-calendar{position:absolute;z-index:30;top:100%;left:0;background:#fff;border:1px solid var(--bk-border);border-radius:12px;padding:.75rem;box-shadow:0 8px 32px rgb(0 0 0/.16)}
.bk-calendar__head{display:flex;align-items:center;justify-content:space-between;gap:.5rem}
.bk-calendar__month{font-size:1rem;margin:0;text-transform:capitalize}
.bk-calendar__grid{border-collapse:collapse}
.bk-calendar__grid th{font-size:.75rem;color:var(--bk-muted);padding:.25rem;font-weight:600}
.bk-day{font:inherit;width:40px;height:40px;border:0;border-radius:50%;background:none;cursor:pointer;color:var(--bk-text)}
.bk-day:hover{background:#e8eefc}
.bk-day[disabled]{color:#6b7078;text-decoration:line-through;cursor:not-allowed}
.bk-day--closed{color:var(--bk-error);text-decoration:underline dotted}
.bk-day--selected{background:var(--bk-accent);color:#fff}
.bk-loading{display:flex;gap:.5rem;align-items:center;padding:1rem;color:var(--bk-muted)}
.bk-spinner{width:18px;height:18px;border:3px solid #d6d6d2;border-top-color:var(--bk-accent);border-radius:50%;animation:bk-spin 1s linear infinite}
@keyframes bk-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.bk-spinner{animation:none}}
.bk-error{border:2px solid var(--bk-error);border-radius:6px;padding:.75rem 1rem;background:#fdf2f2}
.bk-error p{margin:0 0 .5rem}
.bk-actions{display:flex;gap:.5rem;flex-wrap:wrap}
.bk-step-title{font-size:1.6rem;margin:.5rem 0 1rem}
.bk-summary{display:flex;flex-wrap:wrap;gap:.25rem 1rem;align-items:center;padding:.75rem 1rem;background:var(--bk-surface);border-radius:12px;margin-bottom:1rem}
.bk-summary p{margin:0}
.bk-filters{border:0;padding:0;margin:1rem 0;display:grid;gap:.75rem;grid-template-columns:repeat(auto-fit,minmax(150px,1fr))}
.bk-filters legend{font-weight:700;margin-bottom:.5rem}
.bk-offer-list{list-style:none;margin:0;padding:0;display:grid;gap:1rem}
.bk-offer{display:grid;gap:.5rem;padding:1rem;border:1px solid var(--bk-border);border-radius:12px;background:#fff}
@media (min-width:780px){.bk-offer{grid-template-columns:1fr auto;grid-template-areas:"model price" "group price" "facts price"}.bk-offer__model{grid-area:model}.bk-offer__group{grid-area:group}.bk-facts{grid-area:facts}.bk-offer__price{grid-area:price;text-align:right}}
.bk-offer__model{margin:0;font-size:1.2rem}
.bk-offer__group{margin:0;color:var(--bk-muted)}
.bk-facts{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem .75rem;font-size:.9375rem}
.bk-price{margin:0}
.bk-price__total{font-size:1.4rem;font-weight:700}
.bk-price__day{margin:0 0 .5rem;color:var(--bk-muted)}
.bk-empty{padding:1.5rem;text-align:center;background:var(--bk-surface);border-radius:12px}
.bk-empty__title{font-size:1.2rem;font-weight:700;margin:0 0 .75rem}
.bk-checkout__layout{display:grid;gap:1.5rem}
@media (min-width:960px){.bk-checkout__layout{grid-template-columns:minmax(0,2fr) minmax(0,1fr);align-items:start}.bk-checkout__summary{position:sticky;top:1rem}}
.bk-checkout__form{display:grid;gap:1rem}
.bk-group{border:1px solid var(--bk-border);border-radius:12px;padding:1rem;margin:0;display:grid;gap:.75rem;min-width:0}
.bk-group legend{font-weight:700;padding:0 .25rem}
.bk-choice{display:flex;gap:.75rem;align-items:flex-start}
.bk-choice input{margin-top:.3rem;width:20px;height:20px;flex:none}
.bk-choice__text{display:grid;gap:.1rem}
.bk-address-line{display:grid;align-items:start;gap:.75rem;grid-template-columns:repeat(auto-fit,minmax(140px,1fr))}
.bk-address-country{margin:0}
.bk-card{display:grid;gap:.75rem;padding:1rem;border:2px dashed var(--bk-accent-strong);border-radius:12px}
.bk-demo-badge{margin:0;font-weight:700;color:var(--bk-accent-strong)}
.bk-checkout__summary{padding:1rem;background:var(--bk-surface);border-radius:12px}
.bk-checkout__summary h2{margin-top:0;font-size:1.2rem}
.bk-dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0}
.bk-dl dt{font-weight:600}.bk-dl dd{margin:0}
.bk-dl__row{display:contents}
.bk-total{display:flex;justify-content:space-between;font-size:1.2rem;border-top:1px solid var(--bk-border);padding-top:.75rem}
.bk-error-summary:focus{outline:none}
.bk-reservation-number{font-size:1.2rem}
.bk-charity{margin-top:1.5rem;padding:1rem;border-radius:12px;background:#fff7ed}
`;
