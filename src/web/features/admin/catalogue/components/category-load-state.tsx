import type { AdminCategory } from '../../../../lib/admin/catalogue-types';

/** The load texts, worded for Pearl's own database. */
export const NO_CATEGORIES = 'No categories found in the database. Please run npm run db:seed.';
export const CATEGORIES_FAILED = 'Failed to load categories. Please check your database configuration.';
export const CATEGORIES_LOADING = 'Loading categories...';

/** The categories' load: loading, an error message, or loaded. Null when there is nothing to say. */
export function categoryLoadMessage(query: {
  isPending: boolean;
  isError: boolean;
  data?: AdminCategory[] | undefined;
}): string | null {
  if (query.isPending) return CATEGORIES_LOADING;
  if (query.isError) return CATEGORIES_FAILED;
  if (!query.data?.length) return NO_CATEGORIES;
  return null;
}

export function CategoryLoadMessage({ message }: { message: string }) {
  const failed = message !== CATEGORIES_LOADING;
  return (
    <p role={failed ? 'alert' : 'status'} className={failed ? 'font-medium text-berry-700' : 'text-tea-700'}>
      {message}
    </p>
  );
}
