/**
 * How an order was paid and what became of a dispute about it, written once: the order keeps the method's kind (for
 * the sales report's panel) and its detail (a card's brand and last four), the staff card and the customer's order
 * page show its label. The database's CHECK constraints are built from these lists.
 */

/**
 * Every value of orders.payment_method. `free`: nothing was charged, the stamp card's free drink paid for the whole
 * basket (no provider is involved). `cash`: paid in notes and coins at the till (no provider either).
 */
export const PAYMENT_METHOD_KINDS = ['card', 'apple_pay', 'google_pay', 'link', 'test_wallet', 'free', 'cash'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

/** What a method is called on screens and in the report. */
export const PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethodKind, string>> = {
  card: 'Card',
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
  link: 'Link',
  test_wallet: 'Test wallet',
  free: 'Free (stamp card)',
  cash: 'Cash',
};

export interface PaymentMethod {
  kind: PaymentMethodKind;
  /** A card's brand and last four ("Visa •••• 4242"), or null when the kind says it all. */
  detail: string | null;
}

/** "Visa •••• 4242", "Apple Pay (Visa •••• 4242)", "Test wallet". */
export function paymentMethodLabel(method: PaymentMethod): string {
  const name = PAYMENT_METHOD_NAMES[method.kind];
  if (!method.detail) return name;
  return method.kind === 'card' ? method.detail : `${name} (${method.detail})`;
}

const BRANDS: Readonly<Record<string, string>> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** A card's brand as Stripe names it ("visa") and its last four, as people read them: "Visa •••• 4242". */
export function cardDetail(brand: string | null, last4: string | null): string | null {
  if (!last4 || !/^\d{4}$/.test(last4)) return null;
  const name = brand ? (BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1)) : 'Card';
  return `${name} •••• ${last4}`;
}

/** Every value of orders.dispute_status: the customer's bank disputes the payment, then the dispute closes. */
export const DISPUTE_STATUSES = ['open', 'won', 'lost'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** A closed dispute's outcome from the provider's status; null while it is still open. */
export function closedDisputeStatus(providerStatus: string | null): DisputeStatus | null {
  if (providerStatus === 'won' || providerStatus === 'warning_closed') return 'won';
  if (providerStatus === 'lost') return 'lost';
  return null;
}

/** "Fraudulent", "Product not received": Stripe's reason codes, as staff read them. */
export function disputeReasonText(reason: string | null): string {
  if (!reason) return 'No reason given';
  const words = reason.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
