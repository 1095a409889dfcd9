/**
 * Issue 17: how a server-drawn page starts its code. The page is drawn already, so its code is asked for only after
 * the browser has shown it: the first paint (with the hero text and the pictures in view, which
 * come first) then never waits for ~100 KB of JavaScript, nor shares the connection with it. This small script, inline in the page's <head>:
 * - marks <html> with the visitor's stored cookie choice (data-consent), so the drawn cookie banner shows at once
 *   when no choice is stored, and never shows without JavaScript (its buttons would not work);
 * - once the browser has painted the page's first frame (or after 1 s, as a tab in the background paints no frames),
 *   adds the module script and its modulepreloads, at low priority (what is in view goes first), which the storefront (modules/storefront) took out of the template
 *   and wrote on this script as data-module and data-preload. Hydration starts when the code arrives, as before.
 *
 * The Content-Security-Policy allows this one inline script by its SHA-256 (security-headers.ts), and nothing else
 * inline: its text is fixed, and what differs from build to build is in its data attributes.
 */
import { createHash } from 'node:crypto';

export const PAGE_BOOT_SCRIPT =
  '(function(){var s=document.currentScript,d=document,w=window,r=d.documentElement,c;' +
  // The visitor's cookie choice (the key of src/web/lib/consent/cookie-consent.ts), for the drawn cookie banner.
  'try{c=w.localStorage.getItem("pearl.cookie-consent")}catch(e){}' +
  'r.setAttribute("data-consent",c==="accepted"||c==="rejected"?c:"undecided");' +
  'var done=0,add=function(){if(done++)return;(s.dataset.preload||"").split(" ").forEach(function(h){if(!h)return;' +
  'var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.fetchPriority="low";l.href=h;d.head.appendChild(l)});' +
  'var m=d.createElement("script");m.type="module";m.crossOrigin="";m.fetchPriority="low";m.src=s.dataset.module;d.head.appendChild(m)};' +
  // Once the first frame is painted (a task after the frame's animation callbacks), or after 1 s in a hidden tab. Not
  // later: the code is asked for before the page's load event (which waits for it), as a script in the page would be.
  'requestAnimationFrame(function(){setTimeout(add,0)});setTimeout(add,1000)})();';

/** For the CSP's script-src. */
export const PAGE_BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PAGE_BOOT_SCRIPT).digest('base64')}'`;
