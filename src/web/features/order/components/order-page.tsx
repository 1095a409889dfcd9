import type { BasketLine } from '@domain/basket';
import type { BasketPrice } from '@domain/pricing';
import { basketLineProblem } from '@domain/stock';
import { useMenu } from '../../../lib/menu/get-menu';
import { ArrowLeft, ShoppingBag } from 'lucide-react';
import { PickupTimeSelect } from '../../../components/pickup-time-select';
import { useState, type ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { Button, buttonClasses } from '../../../components/button';
import { PageLoading } from '../../../components/page-loading';
import { useToast } from '../../../components/toast';
import { cn } from '../../../lib/cn';
import { useBasket, useDealNudges } from '../../../lib/basket';
import { DealNudges } from '../../../components/deal-nudges';
import { OrderAgainNotes } from '../../../components/order-again-notes';
import { ClearBasket } from './clear-basket';
import { OrderLine } from './order-line';
import { OrderSummary } from './order-summary';

/**
 * The empty basket. While the browser has not read the basket yet (a server-drawn page), the same panel stands empty
 * with a loading message over it: a first visit most often shows the empty basket, and the panel keeping its height at
 * every width means the footer below does not move when it does (CLS 0).
 */
function EmptyBasket({ loading }: { loading: boolean }) {
  return (
    <div className="relative mt-8 flex flex-col items-center gap-4 rounded-3xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-tea-900/10">
      {loading ? <PageLoading className="absolute inset-0 min-h-0" /> : null}
      <div className={cn('contents', loading && 'invisible')} aria-hidden={loading || undefined}>
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-taro-100 text-taro-700">
          <ShoppingBag aria-hidden className="size-8" />
        </span>
        <p className="font-display text-2xl font-bold">Your basket is empty.</p>
        <p className="max-w-sm text-tea-700">Pick a drink or a bag of sweets and it will wait for you here.</p>
        <Link to="/menu" className={buttonClasses({ size: 'lg' })}>
          Browse Menu
        </Link>
      </div>
    </div>
  );
}

/**
 * /order-online — 'Your Order', the empty state, 'Order Summary', Continue Shopping and Place Order. What
 * Place Order runs (the hosted checkout) belongs to the checkout feature, as do the Express checkout and the Stamp
 * card area; the app's route passes them in. Whatever it
 * throws is shown as its message in an alert toast.
 */
export function OrderPage({
  placeOrder,
  express,
  stampCard,
  freeDrinkTotals,
}: {
  placeOrder: (lines: readonly BasketLine[]) => Promise<void>;
  /** The checkout feature's Express checkout region, above Place Order. */
  express?: ReactNode;
  /** The checkout feature's Stamp card area (e-mail, then the free drink's code), under the pickup time. */
  stampCard?: ReactNode;
  /** The basket priced with the free drink unlocked there, as the server will; null while none is. */
  freeDrinkTotals?: BasketPrice | null;
}) {
  const basket = useBasket();
  const toast = useToast();
  const [processing, setProcessing] = useState(false);
  const { lines, totals } = basket;
  const nudges = useDealNudges();
  // The menu, kept live: a line an ingredient running out (or the last ones selling) affects says so at once.
  const menu = useMenu();
  const productsById = new Map((menu.data?.products ?? []).map((product) => [product.id.toLowerCase(), product]));

  const onPlaceOrder = async () => {
    setProcessing(true);
    try {
      await placeOrder(lines);
    } catch (error) {
      toast({
        title: error instanceof Error ? error.message : 'Something went wrong. Please try again.',
        tone: 'alert',
      });
    } finally {
      setProcessing(false);
    }
  };

  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 pt-8 sm:px-6 sm:pt-12">
      <title>Your Order · Pearl</title>
      <h1 className="font-display text-4xl font-extrabold tracking-tight sm:text-5xl">Your Order</h1>
      <OrderAgainNotes />

      {/* A server-drawn page shows its basket once the browser has read it. */}
      {!basket.ready || lines.length === 0 ? (
        <EmptyBasket loading={!basket.ready} />
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_24rem] lg:items-start">
          <section
            aria-labelledby="order-lines-title"
            className="rounded-3xl bg-white px-4 shadow-sm ring-1 ring-tea-900/10 sm:px-6"
          >
            <div className="flex items-center justify-between gap-3 border-b border-tea-900/10 py-4">
              <h2 id="order-lines-title" className="font-display text-xl font-bold">
                {totals.itemCount} {totals.itemCount === 1 ? 'item' : 'items'}
              </h2>
              <ClearBasket onClear={basket.clear} />
            </div>
            <ul className="divide-y divide-tea-900/10">
              {lines.map((line, index) => (
                <OrderLine
                  key={`${line.name}-${line.size}`}
                  line={line}
                  priced={totals.lines[index]}
                  onIncrement={basket.increment}
                  onDecrement={basket.decrement}
                  onRemove={basket.remove}
                  problem={basketLineProblem(line, productsById.get(line.id.toLowerCase()))}
                />
              ))}
            </ul>
            <DealNudges nudges={nudges} look="panel" className="border-t border-tea-900/10 py-4" />
          </section>

          <aside className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-tea-900/10 sm:p-6 lg:sticky lg:top-20">
            <OrderSummary totals={freeDrinkTotals ?? totals} />
            <p className="mt-3 text-sm text-tea-700">Collect from our shop on Market Hill, Buckingham.</p>
            <div className="mt-4">
              <PickupTimeSelect id="order-pickup" drinks={totals.itemCount} disabled={processing} />
            </div>
            {stampCard ? <div className="mt-5">{stampCard}</div> : null}
            <div className="mt-6 grid gap-3">
              {express}
              <Button size="lg" onClick={() => void onPlaceOrder()} busy={processing}>
                {processing ? 'Processing...' : 'Place Order'}
              </Button>
              <Link to="/menu" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
                <ArrowLeft aria-hidden className="size-5" />
                Continue Shopping
              </Link>
            </div>
          </aside>
        </div>
      )}
    </div>
  );
}
