import type { BasketLine } from '@domain/basket';
import type { Product } from '@domain/catalogue';
import { basketItemOf, lineKey, pricingLines } from '@domain/basket';
import { dealMadeBy } from '@domain/deals';
import { memo, useCallback, useState } from 'react';
import { buttonClasses } from '../../../components/button';
import { PageLoading } from '../../../components/page-loading';
import { Link } from '../../../lib/router';
import { SizeDialog, type SizeChoice } from '../../../components/size-dialog/size-dialog';
import { useMenu } from '../../../lib/menu/get-menu';
import { useDefaultLines } from '../hooks/use-default-lines';
import { useTillSale } from '../hooks/use-till-sale';
import { AwaitingPayment } from './awaiting-payment';
import { CounterStock } from './counter-stock';
import { MenuTiles } from './menu-tiles';
import { SalePanel } from './sale-panel';

/**
 * /counter, the till: the menu's tiles on the left, the sale on the right, for a tablet at arm's length. One Classic
 * Milk Tea for the exact cash is three taps: its tile, Exact, Complete. A tap on a line opens the storefront's own
 * options dialog, starting from that line.
 */
export default function CounterPage() {
  const menu = useMenu();
  const sale = useTillSale(menu.data);
  const [editing, setEditing] = useState<{ choice: SizeChoice; line: BasketLine | null } | null>(null);
  const defaultLine = useDefaultLines(menu.data);
  const { add } = sale;
  const tap = useCallback(
    (product: Product) => {
      const item = defaultLine(product);
      // Defaults that cannot be made (a required choice sold out): the dialog asks.
      if (item) add(item);
      else setEditing({ choice: { product, size: 'reg', sizeInDialog: true }, line: null });
    },
    [add, defaultLine],
  );
  if (!menu.data) {
    if (menu.isError)
      return (
        <p role="alert" className="p-8 text-lg">
          We could not load the menu. {menu.error.message}
        </p>
      );
    return <PageLoading />;
  }
  const products = menu.data.products;

  const openLine = (line: BasketLine) => {
    const product = products.find((candidate) => candidate.id === line.id);
    if (!product) return;
    const optionIds = (line.options ?? []).map((option) => option.id);
    setEditing({
      choice: { product, size: line.size, sizeInDialog: true, from: { optionIds, quantity: line.quantity } },
      line,
    });
  };
  const choice = editing?.choice ?? null;

  return (
    <div className="min-h-dvh bg-cream-100 px-3 py-3 text-tea-900 lg:grid lg:h-dvh lg:grid-cols-[minmax(0,1fr)_26rem] lg:grid-rows-1 lg:gap-4">
      <h1 className="sr-only">Till</h1>
      <div className="min-h-0 overflow-y-auto pb-4">
        <CounterScreens />
        <AwaitingPayment current={sale.awaiting?.orderId ?? null} onTake={sale.takeAwaiting} />
        <CounterStock />
        <MenuTiles menu={menu.data} onTap={tap} />
      </div>
      {/*
       * The browser lays out a box apart from the page only when its size cannot depend on its content and it is not
       * itself a grid's or a flexbox's item: so the panel scrolls in a box of its own, sized by the page alone, and
       * nothing a tap changes in the sale lays out more than the panel.
       */}
      <div className="min-h-0 rounded-3xl bg-cream-50 shadow-sm ring-1 ring-tea-900/10">
        <div className="overflow-y-auto p-4 lg:h-full lg:contain-strict">
          <SalePanel sale={sale} onLine={openLine} />
        </div>
      </div>
      {/* Drawn only while open: a tap on a tile need not redraw a dialog that shows nothing. */}
      {choice ? (
        <SizeDialog
          choice={choice}
          promotion={menu.data.promotions.find((p) => p.category === choice.product.category && p.size === choice.size)}
          inBasket={(options) =>
            sale.lines.find(
              (line) =>
                line !== editing?.line &&
                lineKey(line) === lineKey({ name: choice.product.name, size: choice.size, options: [...options] }),
            )?.quantity ?? 0
          }
          dealMade={(drink) =>
            dealMadeBy(
              pricingLines(sale.lines.filter((line) => line !== editing?.line)),
              menu.data?.promotions ?? [],
              drink,
            )
          }
          onClose={() => setEditing(null)}
          onAdd={(picked, quantity, options) => {
            const item = basketItemOf(picked.product, picked.size, options);
            if (editing?.line) sale.replace(editing.line, item, quantity);
            else sale.add(item, quantity);
            setEditing(null);
          }}
          actionLabel={(quantity) => (editing?.line ? `Update to ${quantity}` : `Add ${quantity} to Sale`)}
        />
      ) : null}
    </div>
  );
}

/** The way to the other counter screens: the same on every tap, so drawn once. */
const CounterScreens = memo(function CounterScreens() {
  return (
    <nav aria-label="Counter screens" className="mb-3 flex gap-2">
      <Link to="/orders" className={buttonClasses({ variant: 'secondary', className: 'h-12' })}>
        Orders
      </Link>
      <Link to="/orders/queue" className={buttonClasses({ variant: 'secondary', className: 'h-12' })}>
        Make queue
      </Link>
    </nav>
  );
});
