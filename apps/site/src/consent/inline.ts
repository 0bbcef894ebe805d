// The banner's first opening, inlined right after the banner so it opens before the first paint: the
// banner is then part of the first frame (no late largest paint, nothing jumps). client.ts does the
// rest (views, answers, focus) and opens the banner itself where this script did not run.
import { maxAgeMs, storageKey, storageVersion } from './rules.ts';

/** Id of the banner element and of its configuration block. */
export const consentIds = { dialog: 'consent', config: 'consent-config' } as const;

/**
 * Plain ES5, kept tiny. Opens the banner unless a valid choice is stored (the same rule as parseChoice)
 * or the page is one to read first (privacy policy, imprint). Storage blocked or unreadable: it opens.
 */
export const consentInlineScript = `(function(){var d=document.getElementById('${consentIds.dialog}');if(!d||d.open||!d.showModal)return;try{var c=JSON.parse(localStorage.getItem('${storageKey}')||'null'),n=Date.now();if(c&&c.v===${storageVersion}&&typeof c.performance==='boolean'&&typeof c.at==='number'&&isFinite(c.at)&&c.at<=n+60000&&n-c.at<=${maxAgeMs})return}catch(e){}try{if(JSON.parse(document.getElementById('${consentIds.config}').textContent).readFirst.indexOf(location.pathname)>=0)return}catch(e){return}d.showModal()})()`;
