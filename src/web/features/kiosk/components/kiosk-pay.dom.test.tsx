import type { KioskState } from '@domain/contracts/kiosk';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeStaffApi, renderStaffScreen } from '../../../test/staff-screen';
import { useKioskOrder } from '../hooks/use-kiosk-order';
import { KioskDone, KioskPay } from './kiosk-pay';

const ORDER = '/api/kiosk/orders/o-1';
const unpaid = {
  orderId: 'o-1',
  total: 390,
  paid: false,
  orderNumber: null,
  change: null,
  paymentMethod: null,
  cardMessage: null,
  reference: '7F3A',
  atCounter: false,
};
const paid = { ...unpaid, paid: true, orderNumber: '#12', paymentMethod: 'Visa •••• 4242' };

/** The kiosk's order and its pay step, as the kiosk page puts them together, with a way to add a drink and to Pay. */
function Kiosk({ cards, testCards }: { cards: KioskState['cards']; testCards: boolean }) {
  const order = useKioskOrder({ promotions: [], products: [] });
  if (order.step === 'paying')
    return (
      <>
        <KioskPay order={order} cards={cards} testCards={testCards} />
        <button onClick={() => void order.startOver()}>Start over</button>
      </>
    );
  if (order.step !== 'ordering') return <KioskDone order={order} />;
  return (
    <>
      <p>{order.lines.length ? `${order.lines.length} in your order` : 'Choose a drink to start.'}</p>
      <button
        onClick={() =>
          order.add({ id: 'p-1', name: 'Taro Milk Tea', size: 'reg', price: 390, category: 'milk-tea', options: [] }, 1)
        }
      >
        Add a taro
      </button>
      <button onClick={order.pay}>Pay</button>
    </>
  );
}

async function waitingForCard(cards: KioskState['cards'], testCards: boolean) {
  const { user } = renderStaffScreen(<Kiosk cards={cards} testCards={testCards} />);
  await user.click(screen.getByRole('button', { name: 'Add a taro' }));
  await user.click(screen.getByRole('button', { name: 'Pay' }));
  await user.click(await screen.findByRole('button', { name: 'Pay by card' }));
  await screen.findByText('Tap, insert or swipe your card on the reader.', { selector: 'p:not([role])' });
  return user;
}

/** The answers while the reader waits for a card (the order taken, the card asked for, still unpaid), and `more`. */
function readerApi(more: Parameters<typeof fakeStaffApi>[0] = {}) {
  return fakeStaffApi({
    'POST /api/kiosk/orders': unpaid,
    [`POST ${ORDER}/charge`]: unpaid,
    [`GET ${ORDER}`]: unpaid,
    ...more,
  });
}

describe('the kiosk’s reader step with Stripe', () => {
  it('offers test cards for Stripe’s simulated reader in test mode, each handed to the kiosk’s reader', async () => {
    const api = readerApi({ [`POST ${ORDER}/sandbox-reader`]: unpaid });
    const user = await waitingForCard('stripe', true);
    const cards = screen.getByRole('region', { name: 'Stripe test mode' });
    await user.click(within(cards).getByRole('button', { name: /^4000 0000 0000 0002/ }));
    expect(api.changes().at(-1)).toMatchObject({
      method: 'POST',
      path: `${ORDER}/sandbox-reader`,
      body: { card: '4000 0000 0000 0002' },
    });
  });

  it('offers none in live mode', async () => {
    readerApi();
    await waitingForCard('stripe', false);
    expect(screen.queryByRole('list', { name: 'Test cards' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Stripe test mode' })).toBeNull();
  });
});

describe('leaving the reader while it waits', () => {
  it('stops the card on the server before starting over', async () => {
    const api = readerApi({ [`POST ${ORDER}/stop-card`]: unpaid });
    const user = await waitingForCard('stripe', false);
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(await screen.findByText('Choose a drink to start.')).toBeTruthy();
    expect(api.changes().map((call) => call.path)).toEqual([
      '/api/kiosk/orders',
      `${ORDER}/charge`,
      `${ORDER}/stop-card`,
    ]);
  });

  it('shows the order’s number when the card had paid first', async () => {
    readerApi({ [`POST ${ORDER}/stop-card`]: paid });
    const user = await waitingForCard('stripe', false);
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(await screen.findByRole('heading', { name: 'Thank you! Your order is paid' })).toBeTruthy();
    expect(screen.getByText('#12')).toBeTruthy();
  });

  it('asks nothing of the server when no card was asked for', async () => {
    const api = fakeStaffApi({ 'POST /api/kiosk/orders': unpaid });
    const { user } = renderStaffScreen(<Kiosk cards="stripe" testCards={false} />);
    await user.click(screen.getByRole('button', { name: 'Add a taro' }));
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await user.click(await screen.findByRole('button', { name: 'Start over' }));
    expect(await screen.findByText('Choose a drink to start.')).toBeTruthy();
    expect(api.changes().map((call) => call.path)).toEqual(['/api/kiosk/orders']);
  });
});
