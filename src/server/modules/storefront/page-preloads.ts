/**
 * The code of a server-drawn page that is not in the first bundle, asked for with the first bundle. The web app loads
 * the order page and the static pages on demand (src/web/app/router.tsx); drawn by the server, such a page stays as
 * drawn until its code arrives, and without a hint the browser asks for that code only once the first bundle has run:
 * a round trip more before the page is live, and a tap made meanwhile waits. The build's manifest
 * (dist/web/.vite/manifest.json) names each module's file and the files it imports.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pageModules from './page-modules.json';

/**
 * Each storefront page (a path of STOREFRONT_PATHS) whose code the web app loads on demand, by the module it is in
 * (relative to src/web). A JSON file, so that the web build (vite.config.ts) reads the same list to give each its chunk.
 */
export const PAGE_MODULES: Record<string, string> = pageModules;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** A chunk's file and every file it imports, however deep (what the browser needs before it can run it). */
function closure(manifest: BuildManifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * For each page loaded on demand, the addresses of its files that the first bundle does not already bring (the
 * template preloads those): what its <link rel="modulepreload"> tags name.
 */
export function pagePreloads(manifest: BuildManifest): Record<string, string[]> {
  const first = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(manifest, key, first);
  const preloads: Record<string, string[]> = {};
  for (const [path, module] of Object.entries(PAGE_MODULES)) {
    if (!manifest[module]) throw new Error(`The web build's manifest has no ${module}, the code of ${path}.`);
    preloads[path] = [...closure(manifest, module)].filter((file) => !first.has(file)).map((file) => `/${file}`);
  }
  return preloads;
}

/** The build's manifest in dist/web, or null for a build without one (then no page's code is hinted). */
export function readPagePreloads(webRoot: string): Record<string, string[]> | null {
  const file = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  return pagePreloads(JSON.parse(readFileSync(file, 'utf8')) as BuildManifest);
}

/** The tags, placed right after the page's module script so the browser finds them as early, at its priority. */
export function preloadTags(files: readonly string[]): string {
  return files.map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${file}">`).join('');
}
