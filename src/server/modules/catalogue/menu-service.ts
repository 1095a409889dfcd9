/**
 * The public menu in one answer, serialised once and kept until the catalogue changes (the menu API should
 * come close to a server returning ready bytes). Any instance's change arrives through the live hub and drops the
 * cached copy everywhere. Its deals are those running when it was drawn, on the shop's clock: the copy is also
 * dropped when a deal starts or stops (or its "Until …" changes), and each instance tells its own open menus so.
 */
import { QUEUE_CHANGED } from '@domain/asap-wait';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { dedupeByCategoryAndSize, dedupeByName, type Menu } from '@domain/catalogue';
import { dealUntil, nextDealChange, runningDeals } from '@domain/deal-schedule';
import type { PhotoFormat } from '@domain/photos';
import { withStock, type OutOfStock } from '@domain/stock';
import type { Db } from '../../db/client';
import type { LiveHub } from '../live';
import { listCategories, listProducts, listPromotions, readPhoto } from './catalogue-repository';
import { loadOptionCatalogue, productGroupsOf } from './option-repository';

export interface MenuSnapshot {
  menu: Menu;
  body: Buffer;
  /** The body's SHA-1 (base64url): the same on every instance for the same menu, sent to the live streams as they open. */
  version: string;
  etag: string;
  /** The same body compressed once per change (a phone downloads about a fifth of the bytes). */
  brotli: Buffer;
  gzip: Buffer;
  /** When a deal starts, stops or changes its "Until …": the menu is drawn again then. Null: not before a change. */
  changesAt: Date | null;
  /** The shop's time it was drawn at. */
  drawnAt: Date;
}

/** The longest a timer waits before it looks at the clock again (a timer cannot wait past about 24 days). */
const LONGEST_WAIT_MS = 60 * 60_000;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface MenuService {
  get(): Promise<MenuSnapshot>;
  /** The snapshot get() would give, when it is already made (no promise to wait for); else null. */
  ready(): MenuSnapshot | null;
  /** Forget the cached menu (called when any instance announces a catalogue change). */
  invalidate(): void;
  /** Announce a catalogue change to every instance; pass tx to send it only if the transaction commits. */
  changed(tx?: Parameters<LiveHub['publish']>[2]): Promise<void>;
  /** Stops the timer of the next deal change. */
  stop(): void;
  /** One size of a product's photo (/photos/<id>/<width>.<format>), or null when there is none. */
  photo(photoId: string, width: number, format: PhotoFormat): Promise<Buffer | null>;
}

/**
 * Port: what stock lays over the catalogue (the stock module implements it): products and options out for want of an
 * ingredient, and the counts left of counted products.
 */
export interface MenuStock {
  menuOverlay(db: Db): Promise<{ out: OutOfStock; left: ReadonlyMap<string, number> }>;
}

export function createMenuService({
  db,
  live: hub,
  stock,
  now = () => new Date(),
}: {
  db: Db;
  live: LiveHub;
  /** Asked when the menu is made; the stock module is built after the menu, so it is given by a getter. */
  stock?: () => MenuStock | undefined;
  /** The shop's clock, by which deals run (a fake one in tests). */
  now?: () => Date;
}): MenuService {
  let cached: Promise<MenuSnapshot> | null = null;
  let settled: MenuSnapshot | null = null;
  let generation = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  // At the next deal change, this instance's open menus are told (every instance has its own timer, so no NOTIFY).
  const watch = (changesAt: Date | null) => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!changesAt) return;
    const wait = Math.min(Math.max(0, changesAt.getTime() - now().getTime()), LONGEST_WAIT_MS);
    timer = setTimeout(() => {
      timer = null;
      if (now() < changesAt) return watch(changesAt);
      service.invalidate();
      hub.announceHere('menu', { change: 'deals' });
    }, wait);
    timer.unref();
  };
  // A clock set back (a test's, or the machine's corrected) draws a scheduled menu again too.
  const expired = ({ changesAt, drawnAt }: MenuSnapshot) => {
    if (changesAt === null) return false;
    const at = now();
    return at >= changesAt || at < drawnAt;
  };

  const load = async (): Promise<MenuSnapshot> => {
    const at = now();
    const [categories, products, promotions, options, overlay] = await Promise.all([
      listCategories(db),
      listProducts(db),
      listPromotions(db, { activeOnly: true }),
      loadOptionCatalogue(db),
      stock?.()?.menuOverlay(db) ?? null,
    ]);
    const withGroups = dedupeByName(products).map(({ createdAt: _c, updatedAt: _u, vatClass: _v, ...product }) => ({
      ...product,
      optionGroups: productGroupsOf(options, product),
    }));
    const menu: Menu = {
      categories: categories.map(({ id, value, displayName, sortOrder }) => ({ id, value, displayName, sortOrder })),
      products: overlay ? withStock(withGroups, overlay.out, overlay.left) : withGroups,
      promotions: dedupeByCategoryAndSize(runningDeals(promotions, at)).map(
        ({ createdAt: _c, updatedAt: _u, schedule, ...promotion }) => ({
          ...promotion,
          until: dealUntil(schedule, at),
        }),
      ),
    };
    const changesAt = nextDealChange(
      promotions.map((promotion) => promotion.schedule),
      at,
    );
    const body = Buffer.from(JSON.stringify(menu));
    const version = createHash('sha1').update(body).digest('base64url');
    const etag = `"${version}"`;
    // Compressed off the event loop (zlib's thread pool), once for every request until the next change.
    const [brotli, gzipped] = await Promise.all([
      brotliAsync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
      gzipAsync(body, { level: 9 }),
    ]);
    return { menu, body, version, etag, brotli, gzip: gzipped, changesAt, drawnAt: at };
  };

  const service: MenuService = {
    get() {
      if (settled && expired(settled)) service.invalidate();
      if (!cached) {
        const mine = ++generation;
        cached = load();
        // A failed load is not kept; a load overtaken by a change is not kept either.
        cached.then(
          (snapshot) => {
            if (generation !== mine) return;
            settled = snapshot;
            watch(snapshot.changesAt);
          },
          () => {
            if (generation === mine) cached = null;
          },
        );
      }
      return cached;
    },
    ready() {
      if (settled && expired(settled)) service.invalidate();
      return settled;
    },
    invalidate() {
      generation++;
      cached = null;
      settled = null;
    },
    async changed(tx) {
      service.invalidate();
      await hub.publish('menu', { at: Date.now() }, tx);
    },
    stop() {
      watch(null);
    },
    photo: (photoId, width, format) => readPhoto(db, photoId, width, format),
  };
  // A change of the queue at the counter shares the stream but leaves the menu as it was.
  hub.subscribe('menu', (message) => {
    if (message.data.change !== QUEUE_CHANGED.change) service.invalidate();
  });
  return service;
}
