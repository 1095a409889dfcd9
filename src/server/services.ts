/**
 * The one place where the shop's services are built: each once, from the settings and the database, in the order
 * they need each other, with the ports between modules joined here and nowhere else. app.ts hands each route plugin
 * the services it uses, so a reader follows a call from its route to the service below it through this file.
 */
import type { Agent } from 'node:https';
import { join } from 'node:path';
import type { Database } from './db/client';
import { createWorkLanes, giveWayToLiveWork, lanePlaces, type WorkLanes } from './db/work-lanes';
import { createReportLane, type ReportLane } from './db/report-lane';
import type { Config } from './env';
import {
  createCatalogueAdminService,
  createMenuService,
  createPhotoLane,
  vatClassesOf,
  type CatalogueAdminService,
  type MenuService,
  type PhotoLane,
} from './modules/catalogue';
import { AccountService, adminEmails, CounterDeviceService, StaffService } from './modules/accounts';
import { createAuditService, type AuditService } from './modules/audit';
import { createDayCloseService, type DayCloseService, type VatFigures } from './modules/close';
import {
  createCheckoutRecheck,
  createCheckoutService,
  createHoldRenewal,
  createPaymentGuard,
  type CheckoutRecheck,
  type CheckoutService,
  type HoldRenewal,
} from './modules/checkout';
import { createKioskService, createTillService, type KioskService, type TillService } from './modules/till';
import { createMakersQueue, type MakersQueueService } from './modules/counter';
import { createLiveHub, type LiveHub } from './modules/live';
import { createMailer, type Mailer } from './modules/mail';
import {
  createCustomerAlerts,
  loadVapidKeys,
  pushAgent,
  PushService,
  smsSender,
  type CustomerAlerts,
} from './modules/notifications';
import { createShopMetrics, type ShopMetrics } from './modules/metrics';
import { createOpeningHoursService, type OpeningHoursService } from './modules/opening-hours';
import {
  createOrderFulfilment,
  createOrdersService,
  insertTestOrder,
  makersOrders,
  orderRecords,
  salesReads,
  TrackingService,
  type OrderFollowers,
  type OrdersService,
} from './modules/orders';
import { createPaymentsService, type PaymentsService } from './modules/payments';
import { createPrintingService, type Printing } from './modules/printing';
import type { SalesReads } from './modules/reports';
import { createPrivacyService, scheduleRetention, type PrivacyService } from './modules/privacy';
import { createLoyalty, type Loyalty } from './modules/loyalty';
import { createStockService, type StockService } from './modules/stock';
import { VatService } from './modules/vat';

export interface ServicesOptions {
  config: Config;
  database: Database;
  /** The shop's clock for opening hours, pickup times and deals (default: the real one); tests pass a fake one. */
  now?: (() => Date) | undefined;
  /** The server's logger: what the background work (mail, payments, live updates, retention) has to say. */
  log: {
    debug(obj: unknown, msg: string): void;
    info(obj: unknown, msg: string): void;
    warn(obj: unknown, msg: string): void;
  };
  /** The connections ready pushes go out on (default: checked addresses only); tests trust their own push service. */
  pushAgent?: Agent | undefined;
}

export interface Services {
  config: Config;
  database: Database;
  /** Live updates: NOTIFY across instances, forwarded to each instance's open streams. */
  live: LiveHub;
  /** The shop's figures for GET /metrics; counts each payment event's outcome. */
  metrics: ShopMetrics;
  /** The customer's menu, cached per catalogue change. */
  menu: MenuService;
  /** Who changed what, when: recorded by each module in the change's transaction, read by the staff activity list. */
  audit: AuditService;
  /** Staff changes to categories, products, promotions and drink options. */
  catalogueAdmin: CatalogueAdminService;
  /** Uploaded photos' sizes, made one at a time; a few wait, the rest are refused with 429. */
  photoLane: PhotoLane;
  mailer: Mailer;
  /** Opening hours, pause and pickup times, on the injected clock. */
  openingHours: OpeningHoursService;
  /** The active payment provider (sandbox or Stripe) and the one fulfilment path of payment events. */
  payments: PaymentsService;
  /** Payments completing (urgent) go ahead of checkouts starting (ordinary) for the database's places. */
  lanes: WorkLanes;
  /** Reports one at a time, on connections of their own (or between checkouts' steps), with a time limit. */
  reportLane: ReportLane;
  /** What the sales report reads of the orders: reports' SalesReads port, the orders module's aggregates. */
  sales: SalesReads;
  /** The day's close: the Z report, the cash count, Close the day, and the accountant's files. */
  dayClose: DayCloseService;
  /** A checkout: price the basket, record the order under its pickup time, create its payment. */
  checkout: CheckoutService;
  recheck: CheckoutRecheck;
  /** While a payment is under way, its order's place in its pickup slot is renewed a few minutes at a time. */
  renewHold: HoldRenewal;
  /** The staff dashboard's orders: the lists, one order and its history, and confirm, ready, complete, refund. */
  staffOrders: OrdersService;
  /** The customer's private order page: the order its token opens, and who watches it. */
  tracking: TrackingService;
  /** Request My Data: codes, access tokens, the customer's data and its erasure. */
  privacy: PrivacyService;
  /** The counter's CloudPRNT printers and the labels and tickets queued for them when an order is paid. */
  printing: Printing;
  /** The makers' queue: the cups to make, and their Made marks. */
  makersQueue: MakersQueueService;
  /** The stamp card: settings, cards earned by paid orders, a free drink unlocked by an e-mailed code. */
  loyalty: Loyalty;
  /** The Staff page: people, roles, deactivation and set-password links. */
  staff: StaffService;
  /** Counter devices (shared tablets), PINs, and switching a person in on a device by PIN. */
  counterDevices: CounterDeviceService;
  /** The till: sales rung up at the counter, priced as checkouts and paid through the one fulfilment path. */
  till: TillService;
  /** The self-order kiosk: the till's sales ordered by customers on a counter device in kiosk mode. */
  kiosk: KioskService;
  /** Sign-in, sign-out and sessions, and an admin's creation of a user. */
  accounts: AccountService;
  /** Ingredients (Out, Back in) and counted products, laid over the menu and taken at payment. */
  stock: StockService;
  /** VAT: the shop's number and settings, each paid and refunded order's VAT per rate, the days' totals. */
  vat: VatService;
  /** Web Push: the shop's public key, and browsers subscribing to an order's ready push. */
  push: PushService;
  /** The ready alerts' outbox (orders' ReadyAlerts port): queued with Ready, sent after it by one instance. */
  alerts: CustomerAlerts;
  /** Starts the background work: the mail outbox, the sandbox's events, the retention periods. */
  start(): void;
  /** Ends the background work and the live updates' connection; the database stays open (its owner closes it). */
  stop(): Promise<void>;
}

/**
 * Who hears of paid and refunded orders in their transaction: VAT records the order's figures per rate first (the
 * receipt, queued after the followers, shows them), then the stamp card; a refund also puts back what it took of
 * counted products.
 */
function paymentFollowers(stamps: OrderFollowers, stock: StockService, vat: VatService): OrderFollowers {
  return {
    async orderPaid(tx, order, lines) {
      await vat.orderPaid(tx, order, lines);
      await stamps.orderPaid(tx, order, lines);
    },
    async orderRefunded(tx, orderId, refundedAt) {
      await vat.orderRefunded(tx, orderId, refundedAt);
      await stamps.orderRefunded(tx, orderId, refundedAt);
      await stock.orderStock.putBack(tx, orderId);
    },
  };
}

/** Notifications implement orders' ReadyAlerts port: an order made ready is pushed to the browsers following it. */
function createReadyAlerts(deps: {
  db: Database['db'];
  config: Config;
  metrics: ShopMetrics;
  log: ServicesOptions['log'];
  agent: ServicesOptions['pushAgent'];
}) {
  const { db, config, metrics, log } = deps;
  // The VAPID pair is read (or made, at first start) when first needed, once for all the pushes.
  let vapid: ReturnType<typeof loadVapidKeys> | null = null;
  const vapidKeys = () => (vapid ??= loadVapidKeys(db, config.push.vapidKeys));
  const alerts = createCustomerAlerts({
    db,
    vapid: vapidKeys,
    subject: config.push.subject,
    agent: deps.agent ?? pushAgent(config.production),
    count: (channel, outcome) => metrics.alerted(channel, outcome),
    log,
    // Ready texts (SMS_PROVIDER): through Twilio, or as files beside the e-mails in the outbox.
    sms: smsSender(config.sms, join(config.dataDir, 'outbox')),
  });
  return { alerts, vapidKeys };
}

/**
 * The day's close, with the VAT module behind its VatFigures port: the shop's registration, the days' VAT per rate, and
 * the account codes the owner set for the accountant's files.
 */
function createDayClose(db: Database['db'], mailer: Mailer, clock: () => Date, vat: VatService): DayCloseService {
  const figures: VatFigures = {
    registration: () => vat.registration(),
    dayTotals: (fromDay, toDay) => vat.dayTotals(fromDay, toDay),
    exportAccounts: async () => (await vat.settings()).accountCodes,
  };
  return createDayCloseService({ db, vat: figures, mailer, now: clock });
}

/** The export's orders per read on the embedded database, whose reads stop this process: about 50 ms each. */
const EMBEDDED_ORDERS_PER_READ = 200;

/**
 * Reports read in a lane of their own, each read giving way to live work first. PostgreSQL: the report pool's own
 * connections. The embedded database runs one statement at a time: each read of a report also waits for a place as a
 * checkout's step does, so the checkouts go between a report's reads.
 */
function reportsLane(database: Database, config: Config, lanes: WorkLanes) {
  return createReportLane({
    db: database.reportsDb(config.reportTimeLimitMs),
    turn: database.kind === 'pglite' ? (work, signal) => lanes.ordinary(work, signal) : (work) => work(),
    giveWay: giveWayToLiveWork(lanes),
    ordersPerRead: database.kind === 'pglite' ? EMBEDDED_ORDERS_PER_READ : undefined,
    timeLimitMs: config.reportTimeLimitMs,
  });
}

/** The till and the kiosk on one set of dependencies, so the kiosk's orders earn and spend stamps as the till's do. */
function counterSales(deps: Parameters<typeof createTillService>[0], kiosks: CounterDeviceService) {
  return { till: createTillService(deps), kiosk: createKioskService({ ...deps, kiosks }) };
}

export async function createServices({ config, database, now, log, ...options }: ServicesOptions): Promise<Services> {
  const { db } = database;
  // One clock for the shop's time: opening hours, pickup times, and the deals that run by it (menu and checkout).
  const clock = now ?? (() => new Date());
  const live = await createLiveHub(database, log, { streamsPerAddress: config.liveStreamsPerAddress });
  const metrics = createShopMetrics(database, live);
  // The menu lays stock over the catalogue; stock announces its changes as menu changes (built just below).
  const built: { stock?: StockService } = {};
  const menu = createMenuService({ db, live, now: clock, stock: () => built.stock });
  const audit = createAuditService({ db });
  // Photos' sizes are made one at a time: each takes a core and tens of megabytes for a second or more.
  const photoLane = createPhotoLane();
  const catalogueAdmin = createCatalogueAdminService({ db, menu, audit, photoLane });
  const mailer = createMailer({
    db,
    from: config.mailFrom,
    smtpUrl: config.smtpUrl,
    outboxDir: join(config.dataDir, 'outbox'),
    log,
  });
  // Opening hours implement orders' ShopPause and checkout's PickupGate ports.
  const openingHours = createOpeningHoursService({ db, live, audit, now: clock });
  const stockService = createStockService({ db, now: openingHours.now, menu, opening: openingHours, log });
  built.stock = stockService;
  // The catalogue implements VAT's VatClassSource port: the classes of what a paid order's lines bought.
  const vat = new VatService({ db, classes: { classesOf: vatClassesOf } });
  // Printing follows orders: a paid order's labels and ticket (with its VAT) are queued in the payment's transaction.
  const printing = createPrintingService({ db, publicUrl: config.publicUrl, vat });
  // The stamp card proves an address with the data page's codes (privacy, built below: asked only when called).
  const loyalty = createLoyalty({
    db,
    proofs: {
      requestCode: (email, ip, purpose) => privacy.requestCode(email, ip, purpose),
      exchangeCode: (email, code) => privacy.exchangeCode(email, code),
      provenAddress: (token) => privacy.provenAddress(token),
    },
  });
  const paidFollowers = paymentFollowers(loyalty.followers, stockService, vat);
  const fulfilment = createOrderFulfilment({
    db,
    mailer,
    live,
    publicUrl: config.publicUrl,
    log,
    pause: openingHours,
    hours: openingHours,
    // Who hears, in the payment's transaction, that an order was paid or refunded: the stamp card and the printers.
    stamps: paidFollowers,
    printJobs: printing.followers,
    stampCards: loyalty,
    // Accounts implement orders' AdminContacts port: a disputed payment is e-mailed to the admins.
    admins: { adminEmails },
    outcomes: metrics,
    // Counted products are taken in the payment's transaction; one paid for when they were gone is refunded at once.
    stock: stockService.orderStock,
    // The receipt shows the VAT the followers have just stored, when the shop is VAT-registered.
    vat,
    refundAtOnce: (orderId, reason) => staffOrders.refundForStock(orderId, reason),
  });
  // Payments' fulfilment port: orders' fulfilment, the one path of every payment event.
  const payments = await createPaymentsService({
    config,
    db,
    fulfilment,
    // The sandbox re-prices and re-checks the order right before it takes a payment.
    guard: createPaymentGuard(db, openingHours, loyalty.checkoutRewards, stockService),
    orders: { insertTestOrder, setProviderRef: orderRecords.setProviderRef },
    log,
  });
  const lanes = createWorkLanes(lanePlaces(database.stats().max));
  // A checkout's database steps wait for a free place, so that payments completing meanwhile go first.
  const checkout = createCheckoutService({
    db,
    payments,
    pickup: openingHours,
    lanes,
    rewards: loyalty.checkoutRewards,
    // A basket is priced with the deals running on the shop's clock.
    now: clock,
    stock: stockService,
    readyTexts: Boolean(config.sms),
  });
  const reportLane = reportsLane(database, config, lanes);
  const recheck = createCheckoutRecheck({
    db,
    payments,
    pickup: openingHours,
    rewards: loyalty.checkoutRewards,
    stock: stockService,
  });
  const renewHold = createHoldRenewal({ db, payments, now: openingHours.now });
  const { alerts, vapidKeys } = createReadyAlerts({ db, config, metrics, log, agent: options.pushAgent });
  // The VAPID pair is made at first start, not by the first browser asking for its public key (a read).
  await vapidKeys();
  const staffOrders = createOrdersService({
    db,
    mailer,
    live,
    // Asked at the moment of the refund, so a test can put a refusing provider's refund in its place.
    payments: { refund: (input) => payments.refund(input) },
    publicUrl: config.publicUrl,
    stamps: paidFollowers,
    printJobs: printing.followers,
    alerts,
  });
  const privacy = createPrivacyService({
    db,
    mailer,
    live,
    publicUrl: config.publicUrl,
    holders: loyalty.personalData,
    texts: alerts,
  });
  const retention = scheduleRetention({ db, mailer, log, holders: loyalty.personalData });
  const counterDevices = new CounterDeviceService(db);

  return {
    config,
    database,
    live,
    metrics,
    menu,
    audit,
    catalogueAdmin,
    photoLane,
    mailer,
    openingHours,
    payments,
    lanes,
    reportLane,
    sales: salesReads,
    dayClose: createDayClose(db, mailer, clock, vat),
    checkout,
    recheck,
    renewHold,
    staffOrders,
    privacy,
    printing,
    // Orders implement the counter's MakersOrders port: the orders to make, and Ready and Recall through staffOrders.
    makersQueue: createMakersQueue({ db, live, orders: makersOrders(staffOrders) }),
    loyalty,
    tracking: new TrackingService({ db, live, stampCards: loyalty, vat }),
    staff: new StaffService({ db, mailer, publicUrl: config.publicUrl }),
    counterDevices,
    ...counterSales({ db, payments, now: clock, stock: stockService, stampCards: loyalty.tillCards }, counterDevices),
    accounts: new AccountService(db),
    stock: stockService,
    vat,
    push: new PushService({ db, production: config.production, vapid: vapidKeys }),
    alerts,
    start() {
      mailer.start();
      alerts.start();
      payments.start();
      retention.start();
      stockService.start();
    },
    async stop() {
      retention.stop();
      await stockService.stop();
      menu.stop();
      await payments.stop();
      await mailer.stop();
      await alerts.stop();
      await live.close();
    },
  };
}
