/** The shape of the demo menu that `npm run db:seed` loads. Prices are integer pence. */
export interface DemoCategory {
  value: string;
  displayName: string;
}

export interface DemoProduct {
  name: string;
  /** A category value from the demo categories. */
  category: string;
  description: string;
  priceReg: number;
  priceLrg: number;
  /** A path under public/, e.g. /images/products/classic-milk-tea.svg */
  image: string | null;
  calories: number | null;
}

export interface DemoPromotion {
  title: string;
  description: string;
  category: string;
  size: 'reg' | 'lrg';
  requiredQuantity: number;
  priceReg: number;
  priceLrg: number;
}

export interface DemoMenu {
  categories: DemoCategory[];
  products: DemoProduct[];
  promotions: DemoPromotion[];
}
