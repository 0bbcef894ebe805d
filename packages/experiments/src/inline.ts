// The page's inline decision (issue 25, ADR 022): a tiny script in the document head, run before the first
// paint and again after each client navigation (the ClientRouter replaces `<html>`'s attributes). It reads
// the page's digest (page.ts, a JSON block written just before it), makes sure the visitor has an id
// (cookie `site-experience-id`) and writes `data-exp-{key}="{variation}"` on `<html>` for each experiment
// the visitor is in on this page, skipping those in the kill list. The hash is bucketing.ts in ES5.

import {
  decisionAttributePrefix,
  digestId,
  killListKey,
  mobileQuery,
  visitorCookie,
  visitorCookieMaxAge,
} from './names.ts';

export { decisionAttributePrefix, digestId, killListKey, mobileQuery, visitorCookie, visitorCookieMaxAge };

/** Reads the visitor id from a cookie header, if it is a well-formed uuid. */
export function visitorIdFrom(cookie: string): string | undefined {
  return new RegExp(`(?:^|;\\s*)${visitorCookie}=([0-9a-f-]{36})(?:;|$)`).exec(cookie)?.[1];
}

/** The page's decisions as `<html>` carries them: experiment key → variation key. */
export function readDecisions(root: Element, keys: readonly string[]): Record<string, string> {
  const decisions: Record<string, string> = {};
  for (const key of keys) {
    const value = root.getAttribute(`${decisionAttributePrefix}${key}`);
    if (value) decisions[key] = value;
  }
  return decisions;
}

/** Plain ES5, kept tiny; its hash and ranges must stay what bucketing.ts computes (inline.test.ts). */
export const experimentsInlineScript = `(function(){var D=document,R=D.documentElement;function h(s){for(var v=2166136261,i=0;i<s.length;i++){v^=s.charCodeAt(i);v+=(v<<1)+(v<<4)+(v<<7)+(v<<8)+(v<<24)}return v>>>0}function id(){var m=/(?:^|;\\s*)${visitorCookie}=([0-9a-f-]{36})(?:;|$)/.exec(D.cookie);if(m)return m[1];var u='',b,i;try{u=crypto.randomUUID()}catch(e){b=crypto.getRandomValues(new Uint8Array(16));b[6]=b[6]&15|64;b[8]=b[8]&63|128;for(i=0;i<16;i++)u+=(b[i]+256).toString(16).slice(1)+(i==3||i==5||i==7||i==9?'-':'')}D.cookie='${visitorCookie}='+u+';Path=/;Max-Age=${visitorCookieMaxAge};SameSite=Lax'+(location.protocol=='https:'?';Secure':'');return u}function decide(){var a=R.attributes,i,j,d,s=[],el=D.getElementById('${digestId}');for(i=a.length-1;i>=0;i--)if(a[i].name.indexOf('${decisionAttributePrefix}')==0)R.removeAttribute(a[i].name);if(!el)return;try{d=JSON.parse(el.textContent)}catch(e){return}try{s=JSON.parse(localStorage.getItem('${killListKey}')||'[]')||[]}catch(e){}var u=id(),m=matchMedia('${mobileQuery}').matches?'mobile':'desktop';for(i=0;i<d.experiments.length;i++){var e=d.experiments[i],v=e.variations,w=e.weights,c=Math.min(1,Math.max(0,e.coverage)),t=0,x=0,n;if(s.indexOf(e.key)>=0||(e.device&&e.device!=m))continue;for(j=0;j<w.length;j++)t+=w[j];if(w.length!=v.length||t<0.99||t>1.01)for(w=[],j=0;j<v.length;j++)w.push(1/v.length);n=(h(h(e.seed+u)+'')%10000)/10000;for(j=0;j<w.length;j++){if(n>=x&&n<x+c*w[j]){R.setAttribute('${decisionAttributePrefix}'+e.key,v[j]);break}x+=w[j]}}}decide();D.addEventListener('astro:after-swap',decide)})()`;
