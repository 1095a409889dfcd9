/**
 * The notifications module's public file: telling a customer their order is ready when its page is not open. It owns
 * vapid_keys, push_subscriptions and customer_alerts. Its alerts implement the orders module's ReadyAlerts port
 * (joined in services.ts); its routes take a browser's push subscription for an order's private page.
 */
export { createCustomerAlerts, type CustomerAlerts } from './customer-alerts';
export { PushService } from './push-service';
export { pushRoutes } from './push-routes';
export { pushAgent } from './push-endpoint';
export { loadVapidKeys } from './vapid';
export { smsSender } from './sms-sender';
