/**
 * Photo uploads while checkouts run: ten owners' phone photos of 12 megapixels sent at once (each sent again a moment
 * after a 429, as an owner would press Upload again), while customers pay four at a time, first alone, then during
 * the uploads. The figures are what the uploads add to the server's memory (its resident set, sampled from
 * /proc/<pid>/status every 20 ms, the peak less the level before) and the checkouts' p99 during the uploads beside
 * their p99 alone. Photos are made one at a time in a lane of their own (src/server/modules/catalogue/photo-lane.ts).
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { menuProducts, percentile, signIn, type Staff } from './checkout-bench';
import { ALONE_MS, checkoutsUntil } from './export-bench';

/** Photos sent at once (BENCH_UPLOADS lowers it for a quick look; the bar is for ten). */
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 10);
/** The bars: at most this many megabytes more memory, and checkout p99 at most this many times its p99 alone. */
const MEMORY_BAR_MB = 400;
const P99_BAR = 2;

/** A 12-megapixel photo as a phone takes it: 4000 × 3000, with a camera's grain, a JPEG of 2 to 3 MB. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4_000,
      height: 3_000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(1.2)
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** A process's resident memory now, in bytes (Linux), 0 once it has gone. */
function ownResidentBytes(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** The server's resident memory now with its child processes' (the one that makes photos), in bytes. */
function residentBytes(pid: number): number {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // No children file on this kernel: the server's own memory only.
  }
  return ownResidentBytes(pid) + children.reduce((sum, child) => sum + ownResidentBytes(child), 0);
}

/** One photo uploaded, sent again half a second after each 429; its answer's status and how many 429s it got. */
async function uploadUntilMade(
  url: string,
  session: { cookie: string; csrf: string },
  productId: string,
  data: string,
) {
  for (let refused = 0; ; refused++) {
    const response = await fetch(`${url}/api/admin/products/${productId}/photo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-csrf-token': session.csrf },
      body: JSON.stringify({ data }),
    });
    await response.arrayBuffer();
    if (response.status !== 429) return { status: response.status, refused };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export async function benchUploadsDuringCheckouts(
  url: string,
  pid: number,
  label: string,
  staff: Staff,
): Promise<Record<string, string | number>[]> {
  const products = await menuProducts(url);
  const session = await signIn(url, staff);
  const data = (await phonePhoto()).toString('base64');

  const warm = Date.now() + 1_000;
  await checkoutsUntil(url, products, () => Date.now() > warm, 700_000);
  const aloneEnd = Date.now() + ALONE_MS;
  const alone = await checkoutsUntil(url, products, () => Date.now() > aloneEnd, 710_000);

  const before = residentBytes(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 20);
  let uploadsDone = false;
  const started = performance.now();
  const uploading = Promise.all(
    Array.from({ length: UPLOADS }, (_, i) => uploadUntilMade(url, session, products[i % products.length]!.id, data)),
  ).finally(() => (uploadsDone = true));
  const during = await checkoutsUntil(url, products, () => uploadsDone, 750_000);
  const uploads = await uploading;
  const uploadMs = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, residentBytes(pid));

  const addedMb = (peak - before) / 1e6;
  const made = uploads.filter((upload) => upload.status === 200).length;
  const refusals = uploads.reduce((total, upload) => total + upload.refused, 0);
  const p99Alone = percentile(alone.times, 99);
  const p99During = percentile(during.times, 99);
  const slowdown = p99During / p99Alone;
  const photos = `${UPLOADS} 12-megapixel photos uploaded at once`;
  const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');
  return [
    {
      measure: `${photos}: the server's memory — ${label}`,
      'requests/s': '',
      'p50 ms': '',
      'p99 ms': '',
      'errors / unexpected': `0/${UPLOADS - made}`,
      budget: `+${Math.round(addedMb)} MB, bar ≤ ${MEMORY_BAR_MB} MB: ${verdict(addedMb <= MEMORY_BAR_MB && made === UPLOADS)}`,
      note:
        `resident ${Math.round(before / 1e6)} MB before, ${Math.round(peak / 1e6)} MB at the peak; ${made} of ` +
        `${UPLOADS} made in ${(uploadMs / 1000).toFixed(1)} s, one at a time (${refusals} answers 429, sent again)`,
    },
    {
      measure: `${photos}: checkouts meanwhile — ${label}`,
      'requests/s': Math.round((during.times.length / uploadMs) * 10_000) / 10,
      'p50 ms': Math.round(percentile(during.times, 50)),
      'p99 ms': Math.round(p99During),
      'errors / unexpected': `${during.failures.length}/0`,
      budget: `p99 ${slowdown.toFixed(2)}× alone, bar ≤ ${P99_BAR}×: ${verdict(slowdown <= P99_BAR && during.failures.length === 0)}`,
      note:
        `${during.times.length} paid checkouts during the uploads, 4 at a time; alone: p50 ` +
        `${Math.round(percentile(alone.times, 50))} ms, p99 ${Math.round(p99Alone)} ms`,
    },
  ];
}
