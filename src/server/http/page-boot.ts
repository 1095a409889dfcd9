/**
 * How a server-drawn page starts, so that no tap made on it is lost. The page's code is asked for at once: the module
 * script and its modulepreloads stay in the template's <head>, where the browser finds them while the HTML is still
 * arriving (a deferred module script runs once the document is parsed). Until the app marks the page live
 * (`<html data-hydrated>`, src/web/app/hydration-mark.tsx), this small script, inline at the top of <head>, keeps what
 * is tapped:
 * - it marks <html> with the visitor's stored cookie choice (data-consent), so the drawn cookie banner shows at once
 *   when no choice is stored, and never shows without JavaScript (its buttons would not work);
 * - a press on a button (a link is a real link and needs nothing) is held: the browser's default and the listeners
 *   behind it do not see it, the button is marked `data-pressed` (it shows it was pressed) and put on
 *   `window.__pearlTaps`, which the app clicks again once live (src/web/lib/early-taps.ts); a form submitted without a
 *   button is put there too, to be submitted again;
 * - a cookie choice (a button with data-consent-choice) takes effect at once: stored, and the banner hidden through
 *   data-consent; the app is told too, by the same replay.
 *
 * The Content-Security-Policy allows this one inline script by its SHA-256 (security-headers.ts), and nothing else
 * inline: its text is fixed.
 */
import { createHash } from 'node:crypto';

export const PAGE_BOOT_SCRIPT =
  '(function(){var d=document,w=window,r=d.documentElement,k="pearl.cookie-consent",c,q=w.__pearlTaps=[],' +
  'live=function(){return r.hasAttribute("data-hydrated")},' +
  'hold=function(e,t){e.preventDefault();e.stopImmediatePropagation();if(!~q.indexOf(t))q.push(t)};' +
  // The visitor's cookie choice (the key of src/web/lib/consent/cookie-consent.ts), for the drawn cookie banner.
  'try{c=w.localStorage.getItem(k)}catch(e){}' +
  'r.setAttribute("data-consent",c==="accepted"||c==="rejected"?c:"undecided");' +
  // Capture phase on the document: before React's listeners on #root, whether or not they are attached yet.
  'd.addEventListener("click",function(e){var b=e.target;if(live()||!b||!b.closest)return;' +
  'b=b.closest("button");if(!b||b.disabled)return;hold(e,b);b.setAttribute("data-pressed","");' +
  'var v=b.getAttribute("data-consent-choice");' +
  'if(v==="accepted"||v==="rejected"){try{w.localStorage.setItem(k,v)}catch(e){}r.setAttribute("data-consent",v)}},true);' +
  'd.addEventListener("submit",function(e){if(!live())hold(e,e.target)},true)})();';

/** For the CSP's script-src. */
export const PAGE_BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PAGE_BOOT_SCRIPT).digest('base64')}'`;
