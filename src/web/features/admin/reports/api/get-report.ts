import { reportAnswer, type ReportAnswer } from '@domain/contracts/reports';
import type { ReportRange } from '@domain/report-range';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useStaffFetch } from '../../../../lib/admin/staff-fetch';

const query = (range: ReportRange) => `from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`;

/** GET /api/admin/reports: the sales report of a range of local dates. Under ['admin'] like every admin query. */
export function useSalesReport(range: ReportRange) {
  const staffFetch = useStaffFetch();
  return useQuery({
    queryKey: ['admin', 'reports', range.from, range.to],
    queryFn: ({ signal }): Promise<ReportAnswer> =>
      staffFetch(`/api/admin/reports?${query(range)}`, { answer: reportAnswer, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/reports/export.csv: a plain link (the session cookie goes with it; a GET needs no CSRF token). */
export const exportCsvUrl = (range: ReportRange) => `/api/admin/reports/export.csv?${query(range)}`;
