import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SaveError } from './save-error';

/**
 * What a staff screen shows of a list it reads: a status line while it loads (announced, so a screen reader knows
 * the screen is not empty but waiting), why it could not be read, else the list itself.
 */
export function QueryState<T>({
  query,
  loading,
  failed,
  loadingClassName = 'text-tea-700',
  children,
}: {
  query: UseQueryResult<T>;
  /** "Loading printers…" */
  loading: string;
  /** "The printers could not be loaded." */
  failed: string;
  loadingClassName?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <p role="status" className={loadingClassName}>
        {loading}
      </p>
    );
  }
  if (query.isError) return <SaveError title={failed} detail={query.error.message} />;
  return children(query.data);
}
