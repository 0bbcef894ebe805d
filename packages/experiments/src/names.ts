// The names the experiments' pieces share (issue 25, ADR 022): constants only, so the host script every page
// loads can use them without carrying the inline script or the runtime.

/** Cookie of the visitor id (kept by the consent clean-up: spec §4, `/^site[-_]?experience/i`). */
export const visitorCookie = 'site-experience-id';
/** 400 days, the longest lifetime browsers allow a cookie. */
export const visitorCookieMaxAge = 400 * 24 * 60 * 60;
/** localStorage key of the kill list: keys of experiments the live datafile stops or no longer has. */
export const killListKey = 'site-experience-stopped';
/** Id of the page's digest block (`<script type="application/json">`). */
export const digestId = 'site-experience-page';
/** `deviceType` 'mobile' below 48em (768 px), as the sites' narrow layout. */
export const mobileQuery = '(max-width: 47.99em)';
/** Prefix of the `<html>` attributes holding the decisions. */
export const decisionAttributePrefix = 'data-exp-';
/**
 * localStorage key of the flags the live datafile turns off (kill switch): a mount whose live answer comes
 * too late keeps them off instead of turning every flag on.
 */
export const flagsOffKey = 'site-experience-flags-off';
