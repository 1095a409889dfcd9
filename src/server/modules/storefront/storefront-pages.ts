/**
 * The storefront's pages drawn on the server, so a phone paints the menu before the JavaScript arrives. The
 * browser build's index.html is the template; the server build of src/web/entry-server.tsx (dist/ssr) draws the page
 * into its #root, and the menu it was drawn from goes along as a JSON data block for hydration. Each page is rendered
 * once per menu snapshot: the menu service drops its snapshot on every catalogue change, on every instance (live
 * hub), and the pages drawn from it go with it.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { MENU_DATA_ELEMENT_ID, PAYMENT_CONFIG_ELEMENT_ID, SHOP_STATUS_ELEMENT_ID, type Menu } from '@domain/catalogue';
import type { ShopStatusAnswer } from '@domain/contracts/opening-hours';
import type { PaymentConfigAnswer } from '@domain/contracts/payments';
import type { MenuService } from '../catalogue';
import { PAGE_BOOT_SCRIPT } from '../../http/page-boot';
import { canonicalPageUrl } from './page-key';
import { preloadTags } from './page-preloads';

/** What else a drawn page knows besides the menu. */
export interface PageContext {
  /** GET /api/payments/config's answer: the same for every page of this server. */
  paymentConfig: PaymentConfigAnswer;
  /**
   * GET /api/shop-status's answer now (for one drink), asked for each page served: the status band under the header
   * ("Open until 22:00", the pause message) is drawn with the page, not only once its code has run.
   */
  shopStatus?: () => Promise<ShopStatusAnswer>;
}

/** What a page is drawn with besides the menu: the shop's status when it could be read, else null (band left empty). */
export interface RenderContext {
  paymentConfig: PaymentConfigAnswer;
  shopStatus: ShopStatusAnswer | null;
}

/**
 * Draws the page at a URL (path and query) with a menu and the render context: the HTML inside #root, hoisted head
 * elements first.
 */
export type RenderPage = (url: string, menu: Menu, context: RenderContext) => Promise<string>;

/** The pages drawn on the server; every other page (staff, checkout, tracking) gets the browser-rendered shell. */
export const STOREFRONT_PATHS = ['/', '/menu', '/order-online', '/about', '/contact', '/privacy-policy'] as const;

/** Pages kept per menu snapshot (the menu's filters make pages of their own; other query strings do not). */
const MAX_PAGES = 64;

export interface StorefrontPage {
  html: Buffer;
  brotli: Buffer;
  gzip: Buffer;
  etag: string;
}

type MenuSnapshot = Awaited<ReturnType<MenuService['get']>>;

const brotliAsync = promisify(brotliCompress);
/** Compression levels of a page drawn on a request's path (brotli 0–11, gzip 1–9). */
const PAGE_BROTLI_QUALITY = 5;
const PAGE_GZIP_LEVEL = 6;
const gzipAsync = promisify(gzip);

/**
 * JSON made safe inside a <script> element: `<`, `>` and `&` are written as \u escapes (the same string to
 * JSON.parse), so no text in the menu can close the element or open a comment; U+2028/U+2029 likewise.
 */
export function jsonForScript(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

// React writes the elements it hoists into <head> (the page's <title>, its meta and link tags) before the page.
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)*/;

/**
 * The whole document: the template with the drawn page in #root, its head elements in <head>, and the menu (and the
 * page context, when given) as data blocks.
 */
export function documentFor(
  template: string,
  rendered: string,
  menuJson: string,
  context?: RenderContext,
  preloads: readonly string[] = [],
  menuVersion?: string,
): string {
  const head = HOISTED.exec(rendered)?.[0] ?? '';
  const body = rendered.slice(head.length);
  const block = (id: string, json: string, attributes = '') =>
    `<script type="application/json" id="${id}"${attributes}>${jsonForScript(json)}</script>`;
  // The menu's version (base64url, safe in an attribute): the live stream tells the page whether it is still current.
  let data = block(MENU_DATA_ELEMENT_ID, menuJson, menuVersion ? ` data-version="${menuVersion}"` : '');
  if (context) data += block(PAYMENT_CONFIG_ELEMENT_ID, JSON.stringify(context.paymentConfig));
  if (context?.shopStatus) data += block(SHOP_STATUS_ELEMENT_ID, JSON.stringify(context.shopStatus));
  // Replacement functions, never strings: a `$&` in a product's name must stay text.
  let document = template;
  if (head.includes('<title>')) document = document.replace(/<title>[^<]*<\/title>/, () => '');
  return (
    document
      // The menu is in the page: the browser need not fetch it alongside the code (the preload and its comment go).
      .replace(/\s*(?:<!--(?:(?!-->)[^])*-->\s*)?<link rel="preload" href="\/api\/menu"[^>]*>/, () => '')
      // The boot script (http/page-boot.ts) goes first, before the code it holds taps for: it runs as <head> is read.
      .replace(
        /<script type="module"[^>]*><\/script>/,
        (tag: string) => `<script>${PAGE_BOOT_SCRIPT}</script>\n    ${tag}${preloadTags(preloads)}`,
      )
      .replace('</head>', () => `${head}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>${data}`)
  );
}

export interface Storefront {
  /** The page at a URL drawn with the current menu (rendered once per catalogue change and canonical address). */
  page(url: string): Promise<StorefrontPage>;
}

export function createStorefront({
  template,
  render,
  menu,
  context,
  preloads = {},
}: {
  template: string;
  render: RenderPage;
  menu: MenuService;
  context: PageContext;
  /** By page path, the files of its code loaded on demand, asked for with the first bundle (page-preloads.ts). */
  preloads?: Record<string, readonly string[]> | undefined;
}): Storefront {
  if (!template.includes('<div id="root"></div>')) throw new Error('The web template has no empty #root element.');
  // Keyed by the snapshot itself: a new menu is a new key, and the old pages are collected with the old snapshot.
  const pagesOf = new WeakMap<MenuSnapshot, Map<string, Promise<StorefrontPage>>>();

  const build = async (url: string, snapshot: MenuSnapshot, drawnWith: RenderContext): Promise<StorefrontPage> => {
    const rendered = await render(url, snapshot.menu, drawnWith);
    const path = new URL(url, 'http://pearl.invalid').pathname;
    const html = Buffer.from(
      documentFor(
        template,
        rendered,
        snapshot.body.toString('utf8'),
        drawnWith,
        preloads[path] ?? [],
        snapshot.version,
      ),
    );
    // Drawn while a customer waits: middling levels, a few per cent larger than the highest at a fraction of the CPU.
    const [brotli, gzipped] = await Promise.all([
      brotliAsync(html, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
        },
      }),
      gzipAsync(html, { level: PAGE_GZIP_LEVEL }),
    ]);
    return { html, brotli, gzip: gzipped, etag: `"${createHash('sha1').update(html).digest('base64url')}"` };
  };

  return {
    async page(address) {
      const [snapshot, shopStatus] = await Promise.all([
        menu.get(),
        // A status that cannot be read leaves the band empty, to be filled in by the browser, rather than no page.
        context.shopStatus ? context.shopStatus().catch(() => null) : null,
      ]);
      let pages = pagesOf.get(snapshot);
      if (!pages) pagesOf.set(snapshot, (pages = new Map()));
      const url = canonicalPageUrl(address, snapshot.menu);
      // A page is drawn again when the status it shows changes (a pause, the wait, the slots moving on with the
      // clock): a few times an hour, not once per request.
      const key = `${url}\n${JSON.stringify(shopStatus)}`;
      let page = pages.get(key);
      if (!page) {
        if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!);
        const made = build(url, snapshot, { paymentConfig: context.paymentConfig, shopStatus });
        page = made;
        pages.set(key, made);
        // A failed render is not kept: the next request tries again.
        made.catch(() => {
          if (pages.get(key) === made) pages.delete(key);
        });
      }
      return page;
    },
  };
}
