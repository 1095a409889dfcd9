import type { Product } from '@domain/catalogue';
import { formatPounds } from '@domain/money';
import { ArrowRight, Clock, Leaf, MapPin, Sparkles } from 'lucide-react';
import { useDeferredValue } from 'react';
import { Link } from '../../../lib/router';
import { buttonClasses } from '../../../components/button';
import { Bubbles } from '../../../components/page-hero';
import { ProductPicture } from '../../../components/product-image';
import { formatDeal } from '../../../lib/format';
import { useMenu } from '../../../lib/menu/get-menu';
import { promotionsInMenuOrder } from '../../../lib/menu/promotions-in-menu-order';
import { SHOP } from '../../../lib/shop-details';
import { featuredProducts } from '../featured-products';
import { IconCards } from '../../../components/icon-cards';

/** The hero, then what a real shop's front page shows: favourites, deals, why us, where we are. */
export function HomePage() {
  // Deferred, the menu's arrival is rendered in short slices rather than one long task.
  const menu = useDeferredValue(useMenu().data);
  const featured = menu ? featuredProducts(menu, 4) : [];
  const promotions = menu ? promotionsInMenuOrder(menu) : [];
  const heroPicks = featured.slice(0, 3);

  return (
    <>
      <title>Pearl · Bubble Tea in Buckingham</title>
      <section className="relative overflow-hidden bg-gradient-to-br from-taro-100 via-cream-100 to-berry-100">
        <Bubbles className="-left-16 -top-16 right-auto hidden size-80 text-taro-500/15 sm:block" />
        <Bubbles className="-bottom-20 -right-10 top-auto size-96 text-berry-500/10" />
        <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 pb-16 pt-10 sm:px-6 md:grid-cols-[1.1fr_1fr] md:pb-24 md:pt-16">
          <div className="motion-safe:animate-rise">
            <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-bold text-taro-700 shadow-sm">
              <Sparkles aria-hidden className="size-4" /> Fresh bubble tea in Buckingham
            </p>
            <h1 className="mt-5 font-display text-[2.5rem] font-extrabold leading-[1.05] tracking-tight text-tea-900 sm:text-6xl">
              <span className="block">Spark Up</span> <span className="block">Every Moment!</span>
            </h1>
            <p className="mt-5 max-w-lg text-xl text-tea-800 sm:text-2xl">Sip the Fun – Dive into Deliciousness!</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/menu" className={buttonClasses({ size: 'lg' })}>
                Order Now
                <ArrowRight aria-hidden className="size-5" />
              </Link>
              <Link to="/about" className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
                Our story
              </Link>
            </div>
          </div>
          <div aria-hidden className="relative mx-auto aspect-square w-full max-w-xs sm:max-w-md">
            <div className="absolute inset-6 rounded-full bg-white/70 shadow-2xl shadow-taro-700/10" />
            {heroPicks.map((product, index) => (
              <ProductPicture
                key={product.id}
                src={product.image}
                size={400}
                loading="eager"
                // The large centre picture is the page's largest paint on a phone: fetched first.
                fetchPriority={index === 0 ? 'high' : 'auto'}
                className={
                  [
                    'absolute left-1/2 top-1/2 size-[70%] -translate-x-1/2 -translate-y-1/2 bg-transparent',
                    'absolute left-0 top-2 size-[36%] -rotate-12 bg-transparent',
                    'absolute bottom-2 right-0 size-[36%] rotate-12 bg-transparent',
                  ][index]
                }
              />
            ))}
          </div>
        </div>
      </section>

      {/* The sections under the hero are laid out and painted only as they near the screen: on a phone the first frame
          drew the whole page, the longest task of its first second. */}
      <section
        aria-labelledby="favourites-title"
        className="mx-auto max-w-6xl px-4 py-16 [contain-intrinsic-size:auto_60rem] [content-visibility:auto] sm:px-6"
      >
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="font-display text-sm font-bold uppercase tracking-[0.18em] text-berry-700">Fan favourites</p>
            <h2 id="favourites-title" className="mt-1 font-display text-3xl font-extrabold sm:text-4xl">
              Something for every mood
            </h2>
          </div>
          <Link to="/menu" className="inline-flex items-center gap-1 font-semibold text-taro-700 hover:underline">
            See the whole menu <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
        <ul className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {(featured.length > 0 ? featured : placeholders).map((product) => (
            <li key={product.id}>
              <FeaturedCard product={product} />
            </li>
          ))}
        </ul>
      </section>

      {promotions.length > 0 ? (
        <section
          aria-labelledby="home-deals-title"
          className="bg-tea-900 text-cream-100 [contain-intrinsic-size:auto_50rem] [content-visibility:auto]"
        >
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
            <p className="font-display text-sm font-bold uppercase tracking-[0.18em] text-berry-100">Deals</p>
            <h2 id="home-deals-title" className="mt-1 font-display text-3xl font-extrabold text-white sm:text-4xl">
              Bring a friend, pay less
            </h2>
            <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {promotions.map((promotion) => (
                <li key={promotion.id} className="flex flex-col rounded-3xl bg-tea-800 p-5 ring-1 ring-white/10">
                  <span className="self-start rounded-full bg-berry-600 px-3 py-1 text-sm font-bold text-white">
                    {formatDeal(promotion)}
                  </span>
                  <h3 className="mt-4 font-display text-xl font-bold text-white">{promotion.title}</h3>
                  {promotion.until ? <p className="mt-1 font-semibold text-berry-100">{promotion.until}</p> : null}
                  <p className="mt-1 flex-1 text-cream-200">{promotion.description}</p>
                  <Link
                    to={`/menu?category=${encodeURIComponent(promotion.category)}`}
                    className="mt-4 inline-flex items-center gap-1 font-semibold text-cream-100 underline-offset-4 hover:underline"
                  >
                    Choose yours <ArrowRight aria-hidden className="size-4" />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section
        aria-labelledby="why-title"
        className="mx-auto max-w-6xl px-4 py-16 [contain-intrinsic-size:auto_40rem] [content-visibility:auto] sm:px-6"
      >
        <h2 id="why-title" className="text-center font-display text-3xl font-extrabold sm:text-4xl">
          Why Buckingham loves Pearl
        </h2>
        <IconCards cards={REASONS} look="reasons" />
      </section>

      <section
        aria-labelledby="visit-title"
        className="px-4 pb-16 [contain-intrinsic-size:auto_30rem] [content-visibility:auto] sm:px-6"
      >
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 rounded-3xl bg-gradient-to-r from-berry-600 to-taro-600 p-8 text-white sm:flex-row sm:items-center sm:justify-between sm:p-10">
          <div>
            <h2 id="visit-title" className="font-display text-3xl font-extrabold text-white">
              Order ahead, skip the queue
            </h2>
            <p className="mt-2 flex items-center gap-2 text-lg">
              <MapPin aria-hidden className="size-5 shrink-0" />
              {SHOP.addressLines.slice(0, 3).join(', ')}
            </p>
          </div>
          <Link to="/menu" className={buttonClasses({ size: 'lg', variant: 'secondary', className: 'ring-0' })}>
            Start your order
          </Link>
        </div>
      </section>
    </>
  );
}

const REASONS = [
  { icon: Leaf, title: 'Brewed fresh', text: 'Loose-leaf teas brewed through the day, real fruit and fresh milk.' },
  { icon: Sparkles, title: 'Pearls made daily', text: 'Tapioca pearls slow-cooked in brown sugar every morning.' },
  { icon: Clock, title: 'Ready when you are', text: 'Order online and collect from Market Hill without the wait.' },
] as const;

/** Shown in the favourites grid while the menu loads, so the page does not jump. */
const placeholders: Product[] = Array.from({ length: 4 }, (_, index) => ({
  id: `placeholder-${index}`,
  name: '',
  category: '',
  description: null,
  priceReg: 0,
  priceLrg: 0,
  image: null,
  calories: null,
  soldOut: false,
  sortOrder: index,
}));

function FeaturedCard({ product }: { product: Product }) {
  if (!product.name) {
    return (
      <div
        aria-hidden
        className="aspect-[4/5] rounded-3xl bg-white/70 ring-1 ring-tea-900/5 motion-safe:animate-shimmer"
      />
    );
  }
  return (
    <Link
      to={`/menu?category=${encodeURIComponent(product.category)}`}
      className="group flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-tea-900/10 transition hover:-translate-y-1 hover:shadow-lg"
    >
      <ProductPicture
        src={product.image}
        size={400}
        className="aspect-square w-full transition-transform duration-300 group-hover:scale-105"
      />
      <span className="flex flex-1 flex-col p-4">
        <span className="font-display text-lg font-bold leading-snug text-tea-900">{product.name}</span>
        <span className="mt-1 text-sm font-semibold text-tea-700">
          from {formatPounds(Math.min(product.priceReg, product.priceLrg))}
        </span>
      </span>
    </Link>
  );
}
