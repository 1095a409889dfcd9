/**
 * Runs after `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of dist/web,
 * which the server sends as they are to browsers that accept them (@fastify/static's preCompressed), so no request
 * pays for compression.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = new URL('../dist/web', import.meta.url).pathname;
const compressible = /\.(js|css|html|svg|json|txt|webmanifest|xml)$/;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const path of files(root)) {
  if (!compressible.test(path)) continue;
  const content = readFileSync(path);
  if (content.length < 512) continue;
  const br = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  const gz = gzipSync(content, { level: 9 });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gz);
  count++;
  before += content.length;
  after += br.length;
}
console.log(
  `Pre-compressed ${count} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with brotli.`,
);
