import type { Product } from '@domain/catalogue';
import { basketItemOf, lineKey, pricingLines } from '@domain/basket';
import { dealMadeBy } from '@domain/deals';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { PageLoading } from '../../../components/page-loading';
import { SizeDialog, type SizeChoice } from '../../../components/size-dialog/size-dialog';
import { ApiError } from '../../../lib/api-client';
import { useMenu } from '../../../lib/menu/get-menu';
import { useMenuLiveUpdates } from '../../../lib/menu/menu-live-updates';
import { useKioskState } from '../api/kiosk';
import { useIdleReset } from '../hooks/use-idle-reset';
import { useKioskOrder } from '../hooks/use-kiosk-order';
import { KioskBasket } from './kiosk-basket';
import { KioskMenu } from './kiosk-menu';
import { KioskDone, KioskPay } from './kiosk-pay';
import { StillThereDialog } from './still-there-dialog';

function Problem({ title, detail, onRetry }: { title: string; detail: string; onRetry?: () => void }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="font-display text-4xl font-extrabold">{title}</h1>
      <p className="text-xl text-tea-800">{detail}</p>
      {onRetry ? (
        <Button size="lg" className="h-16 px-10 text-xl" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </main>
  );
}

/**
 * /kiosk, the self-order kiosk on a counter device in kiosk mode: the menu, large, with no way out of it; the order
 * beside it; then Pay, by card on the reader beside the kiosk or at the counter. A minute without a touch (after a
 * 10-second warning) starts it over. Drawn on its own, without the shop's header, footer or links; the menu follows
 * the shop's live changes.
 */
export default function KioskPage() {
  const kiosk = useKioskState();
  const menu = useMenu();
  // Drawn without the shop's frame, so it follows the menu's stream itself: a drink that sells out shows at once.
  useMenuLiveUpdates();
  if (kiosk.isError) {
    const notKiosk = kiosk.error instanceof ApiError && kiosk.error.status === 401;
    return notKiosk ? (
      <Problem
        title="This screen is not a kiosk"
        detail="A Manager switches a counter device to kiosk mode on Counter devices in the back office."
      />
    ) : (
      <Problem title="We could not reach the shop" detail={kiosk.error.message} onRetry={() => void kiosk.refetch()} />
    );
  }
  if (menu.isError)
    return (
      <Problem title="We could not load the menu" detail={menu.error.message} onRetry={() => void menu.refetch()} />
    );
  if (!kiosk.data || !menu.data) return <PageLoading />;
  return <Kiosk cards={kiosk.data.cards} testCards={kiosk.data.testCards} menu={menu.data} />;
}

function Kiosk({
  cards,
  testCards,
  menu,
}: {
  cards: NonNullable<ReturnType<typeof useKioskState>['data']>['cards'];
  testCards: boolean;
  menu: NonNullable<ReturnType<typeof useMenu>['data']>;
}) {
  const order = useKioskOrder(menu);
  const [choice, setChoice] = useState<SizeChoice | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const [resets, setResets] = useState(0);
  // After the page has redrawn (and a closing dialog has given focus back), the next customer starts at the top.
  useEffect(() => {
    if (resets > 0) title.current?.focus();
  }, [resets]);
  const carryOn = useRef(() => {});
  const startOver = () => {
    setChoice(null);
    void order.startOver().then((started) => {
      if (started) setResets((count) => count + 1);
      // The card had paid: its number shows, and the idle watch gives the customer the full minute to read it.
      else carryOn.current();
    });
  };
  const idle = useIdleReset(order.dirty, startOver);
  useEffect(() => {
    carryOn.current = idle.carryOn;
  }, [idle.carryOn]);
  const pick = (product: Product) => setChoice({ product, size: 'reg', sizeInDialog: true });

  return (
    <main className="flex min-h-dvh flex-col bg-cream-100 text-tea-900 select-none">
      <header className="flex items-center justify-between gap-4 bg-tea-900 px-6 py-4 text-white">
        <h1 ref={title} tabIndex={-1} className="font-display text-3xl font-extrabold text-white outline-none">
          Order here
        </h1>
        {order.dirty ? (
          <Button variant="secondary" size="lg" className="h-14" onClick={startOver}>
            Start over
          </Button>
        ) : null}
      </header>
      <p role="status" className="sr-only">
        {order.said}
      </p>
      {order.step === 'ordering' ? (
        <div className="grid flex-1 content-start gap-6 p-4 sm:p-6 xl:grid-cols-[minmax(0,1fr)_28rem]">
          <KioskMenu menu={menu} onPick={pick} />
          <div className="rounded-3xl bg-cream-50 p-5 shadow-sm ring-1 ring-tea-900/10 xl:self-start">
            <KioskBasket order={order} />
          </div>
        </div>
      ) : (
        <div className="flex flex-1 items-start p-4 sm:p-6">
          {order.step === 'paying' ? (
            <KioskPay order={order} cards={cards} testCards={testCards} />
          ) : (
            <KioskDone order={order} />
          )}
        </div>
      )}
      {order.error ? (
        <p role="alert" className="mx-6 mb-6 rounded-2xl bg-berry-50 px-4 py-3 text-xl font-semibold text-berry-700">
          {order.error}
        </p>
      ) : null}
      <SizeDialog
        choice={choice}
        promotion={
          choice
            ? menu.promotions.find((p) => p.category === choice.product.category && p.size === choice.size)
            : undefined
        }
        inBasket={(options) =>
          choice
            ? (order.lines.find(
                (line) =>
                  lineKey(line) === lineKey({ name: choice.product.name, size: choice.size, options: [...options] }),
              )?.quantity ?? 0)
            : 0
        }
        dealMade={(drink) => dealMadeBy(pricingLines(order.lines), menu.promotions, drink)}
        onClose={() => setChoice(null)}
        onAdd={(picked, quantity, options) => {
          order.add(basketItemOf(picked.product, picked.size, options), quantity);
          setChoice(null);
        }}
        actionLabel={(quantity) => `Add ${quantity} to my order`}
      />
      {idle.warning !== null ? <StillThereDialog seconds={idle.warning} onCarryOn={idle.carryOn} /> : null}
    </main>
  );
}
