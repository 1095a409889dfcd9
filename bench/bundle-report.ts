/**
 * `npm run bench:bundle`: what the first page's JavaScript is made of. Builds the browser app in memory with
 * the project's Vite config (dist/web is left alone), then prints, as Markdown:
 *   1. every chunk the first page loads before it can run (the entry and the chunks it imports statically: what
 *      index.html loads or preloads), with its size, gzip and brotli (the settings of scripts/compress-assets.ts);
 *   2. what fills them, by package (node_modules) or source folder, largest first. A module's share of a chunk's gzip
 *      size is estimated from its share of the chunk's code before minifying (gzip works across module borders, so
 *      only the chunk totals are exact);
 *   3. the chunks loaded later (routes, dialogs, contracts), for comparison.
 * `npm run bench:web` measures the same first page in Chromium, lazy chunks a page fetches on its own included.
 */
import { relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';

type Chunk = Rolldown.OutputChunk;

const root = new URL('..', import.meta.url).pathname;
const BUDGET_KB = 110;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const gzipBytes = (code: string) => gzipSync(code, { level: 9 }).length;
const brotliBytes = (code: string) =>
  brotliCompressSync(code, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: code.length },
  }).length;

/** The package a module comes from (`radix-ui` for every @radix-ui/* part), or its source folder. */
function owner(id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const packages = [...clean.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)].map((m) => m[1]!);
  const last = packages.at(-1);
  if (last) return last.startsWith('@radix-ui/') ? `radix-ui (${last})` : last;
  if (clean.startsWith(root)) {
    // src/web/features/menu/…, src/web/lib/basket/…, src/domain/contracts/…: the folder, down to a feature.
    const parts = relative(root, clean).split('/');
    const depth = parts[1] === 'web' && ['features', 'lib'].includes(parts[2] ?? '') ? 4 : 3;
    return parts.slice(0, Math.min(depth, parts.length - 1)).join('/');
  }
  return clean;
}

async function main(): Promise<void> {
  const result = await build({
    configFile: `${root}vite.config.ts`,
    logLevel: 'warn',
    build: { write: false, reportCompressedSize: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((file): file is Chunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('bench:bundle: the build has no entry chunk');

  // The entry and everything it imports statically, as the browser needs it before the app runs.
  const first = new Set<Chunk>();
  const visit = (chunk: Chunk) => {
    if (first.has(chunk)) return;
    first.add(chunk);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) visit(imported);
    }
  };
  visit(entry);

  const sized = chunks.map((chunk) => ({
    chunk,
    bytes: Buffer.byteLength(chunk.code),
    gzip: gzipBytes(chunk.code),
    brotli: brotliBytes(chunk.code),
  }));
  const firstSized = sized.filter((s) => first.has(s.chunk));
  const total = (pick: (s: (typeof sized)[number]) => number, list = firstSized) =>
    list.reduce((sum, s) => sum + pick(s), 0);

  console.log(`### The first page's JavaScript (${new Date().toISOString()})\n`);
  console.log('| chunk | minified | gzip | brotli |');
  console.log('|---|---|---|---|');
  for (const s of firstSized.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`| ${s.chunk.fileName} | ${kb(s.bytes)} | ${kb(s.gzip)} | ${kb(s.brotli)} |`);
  }
  const totalGzip = total((s) => s.gzip);
  console.log(
    `| **total** | ${kb(total((s) => s.bytes))} | **${kb(totalGzip)}** (budget ${BUDGET_KB} KB: ${
      totalGzip <= BUDGET_KB * 1024 ? 'met' : 'over'
    }) | ${kb(total((s) => s.brotli))} |`,
  );

  // What fills the first page: each module's share of its chunk's gzip, by owner.
  const owners = new Map<string, { gzip: number; rendered: number; modules: number }>();
  for (const s of firstSized) {
    const modules = Object.entries(s.chunk.modules);
    const rendered = modules.reduce((sum, [, m]) => sum + m.renderedLength, 0) || 1;
    for (const [id, m] of modules) {
      if (m.renderedLength === 0) continue;
      const key = owner(id);
      const row = owners.get(key) ?? { gzip: 0, rendered: 0, modules: 0 };
      row.gzip += (s.gzip * m.renderedLength) / rendered;
      row.rendered += m.renderedLength;
      row.modules++;
      owners.set(key, row);
    }
  }
  console.log('\nWhat fills it (by package or source folder; gzip shares estimated, see bench/bundle-report.ts):\n');
  console.log('| package or folder | modules | code before minifying | ≈ gzip |');
  console.log('|---|---|---|---|');
  for (const [key, row] of [...owners].sort((a, b) => b[1].gzip - a[1].gzip)) {
    if (row.gzip < 0.3 * 1024) continue;
    console.log(`| ${key} | ${row.modules} | ${kb(row.rendered)} | ${kb(row.gzip)} |`);
  }
  const small = [...owners.values()].filter((row) => row.gzip < 0.3 * 1024);
  if (small.length) {
    console.log(`| ${small.length} others under 0.3 KB | | | ${kb(small.reduce((sum, row) => sum + row.gzip, 0))} |`);
  }

  const later = sized.filter((s) => !first.has(s.chunk)).sort((a, b) => b.gzip - a.gzip);
  console.log(`\nLoaded later (${later.length} chunks, ${kb(total((s) => s.gzip, later))} gzip in all), largest:\n`);
  console.log('| chunk | gzip | what |');
  console.log('|---|---|---|');
  for (const s of later.slice(0, 20)) {
    const what = [...new Set(Object.keys(s.chunk.modules).map(owner))].slice(0, 4).join(', ');
    console.log(`| ${s.chunk.fileName} | ${kb(s.gzip)} | ${what} |`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
