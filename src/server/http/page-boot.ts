/**
 * How a server-drawn page starts its code. The page is drawn already, so its code is asked for only after
 * the browser has shown it: the first paint (with the hero text and the pictures in view, which
 * come first) then never waits for ~100 KB of JavaScript, nor shares the connection with it. This small script, inline in the page's <head>:
 * - marks <html> with the visitor's stored cookie choice (data-consent), so the drawn cookie banner shows at once
 *   when no choice is stored, and never shows without JavaScript (its buttons would not work);
 * - once the browser reports the page's first contentful paint, the pictures in view have loaded (or failed), and two
 *   more frames have passed (the frame that showed them has been presented), adds the module script and its
 *   modulepreloads at low priority, which the storefront (modules/storefront) took out of the template and wrote on
 *   this script as data-module and data-preload. Hydration starts when the code arrives. In a browser without paint
 *   timing it is the first frame; in a tab in the background (no frames), 1 s.
 *
 * Why wait for the presented frame: Lighthouse's simulation counts every request that starts before the observed
 * largest contentful paint as one that paint waited for. Code asked for in the frame's own task (a race with the
 * frame's presentation) made the simulated LCP 1.7 s in some runs instead of 1.0 s.
 *
 * The Content-Security-Policy allows this one inline script by its SHA-256 (security-headers.ts), and nothing else
 * inline: its text is fixed, and what differs from build to build is in its data attributes.
 */
import { createHash } from 'node:crypto';

export const PAGE_BOOT_SCRIPT =
  '(function(){var s=document.currentScript,d=document,w=window,r=d.documentElement,F=w.requestAnimationFrame,c;' +
  // The visitor's cookie choice (the key of src/web/lib/consent/cookie-consent.ts), for the drawn cookie banner.
  'try{c=w.localStorage.getItem("pearl.cookie-consent")}catch(e){}' +
  'r.setAttribute("data-consent",c==="accepted"||c==="rejected"?c:"undecided");' +
  'var done=0,add=function(){if(done++)return;(s.dataset.preload||"").split(" ").forEach(function(h){if(!h)return;' +
  'var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.fetchPriority="low";l.href=h;d.head.appendChild(l)});' +
  'var m=d.createElement("script");m.type="module";m.crossOrigin="";m.fetchPriority="low";m.src=s.dataset.module;d.head.appendChild(m)},' +
  // Two frames on, the frame that showed the page (and its pictures) has been presented.
  'later=function(){F(function(){F(function(){setTimeout(add,0)})})},' +
  // Once the first contentful paint is reported: the pictures in view not yet loaded are waited for, then two frames.
  'shown=function(){var p=[].filter.call(d.images,function(i){if(i.complete||i.loading==="lazy")return 0;' +
  'var b=i.getBoundingClientRect();return b.bottom>0&&w.innerHeight>b.top}),n=p.length;if(!n)return later();' +
  'p.forEach(function(i){var f=function(){if(!--n)later()};i.addEventListener("load",f);i.addEventListener("error",f)})};' +
  'try{if(!~(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint"))throw 0;' +
  'new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();shown()}})' +
  '.observe({type:"paint",buffered:true})}catch(e){F(function(){setTimeout(add,0)})}' +
  // A tab in the background paints no frames: its code comes after 1 s.
  'setTimeout(add,1000)})();';

/** For the CSP's script-src. */
export const PAGE_BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PAGE_BOOT_SCRIPT).digest('base64')}'`;
