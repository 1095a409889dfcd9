/**
 * POST /api/track/:token/push: a browser's PushSubscription as its toJSON() gives it (endpoint, keys.p256dh,
 * keys.auth), and GET /api/push/key: the shop's VAPID public key the browser subscribes with.
 */
import { z } from 'zod';

/** Base64url without or with its padding, as browsers and libraries write keys. */
const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url');

export const pushSubscriptionBody = z.object({
  endpoint: z
    .string()
    .max(2_048)
    .pipe(z.url({ message: 'must be a URL' })),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key: 65 bytes, 87 characters of base64url. */
    p256dh: base64url(86, 88),
    /** The shared authentication secret: 16 bytes, 22 characters of base64url. */
    auth: base64url(22, 24),
  }),
  /** Not the browser's: the customer also asked for a push when the order is confirmed (the ready push always goes). */
  notifyConfirmed: z.boolean().optional(),
});

export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushSubscribedAnswer = z.object({ subscribed: z.literal(true) });

export const pushKeyAnswer = z.object({ publicKey: z.string() });
