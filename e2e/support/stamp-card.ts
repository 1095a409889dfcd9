/** A full stamp card for the specs that spend one: at the till, and at the kiosk. */
import { basketTotals } from '../../src/domain/basket';
import type { Menu, Product } from '../../src/domain/catalogue';
import { basketLine } from './basket';
import { expect, type APIRequestContext } from './test';

/** Nine REG cups of `product` paid by card through the API with `address`: a full card, a free drink waiting. */
export async function payFullCard(request: APIRequestContext, address: string, product: Product, menu: Menu) {
  const nine = [basketLine(product, 'reg', 9)];
  const created = await request.post('/api/create-payment-intent', {
    data: {
      amount: basketTotals(nine, menu.promotions).total / 100,
      metadata: { cartItems: JSON.stringify(nine.map(({ image: _image, ...line }) => line)) },
      name: 'Regular Customer',
      email: address,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const intent = (await created.json()) as {
    paymentIntentId: string;
    clientSecret: string;
    orderId: string;
    receiptToken: string;
  };
  const paid = await request.post(`/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
    data: { clientSecret: intent.clientSecret, card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  return intent;
}

/** Nine REG Classic Milk Teas paid by card through the API: a full card. Answers the order page's address. */
export async function fillCard(request: APIRequestContext, address: string, menu: Menu): Promise<string> {
  const classic = menu.products.find((product) => product.name === 'Classic Milk Tea')!;
  const intent = await payFullCard(request, address, classic, menu);
  let token: string | undefined;
  await expect
    .poll(async () => {
      const confirmation = await request.get(`/api/order-confirmation/${intent.orderId}`, {
        headers: { 'x-receipt-token': intent.receiptToken },
      });
      token = ((await confirmation.json()) as { trackingToken?: string }).trackingToken;
      return Boolean(token);
    })
    .toBe(true);
  return `/track/${token}`;
}
