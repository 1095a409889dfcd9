/**
 * The report's pictures, drawn by recharts: takings per day or hour, and bars for rankings and promotions.
 * Each chart is decoration for sighted readers (hidden from screen readers, nothing focusable in it); its numbers are
 * in the table under it (report-tables.tsx), which is what a screen reader reads.
 */
import { formatPounds } from '@domain/money';
import type { ReportAnswer, ReportRanking } from '@domain/contracts/reports';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const TARO = '#6d4c9f';
const BERRY = '#c2345a';
const TEA = '#8b5e3c';
const poundsTick = (pence: number) => `£${Math.round(pence / 100)}`;
const tooltipMoney = (value: unknown) => formatPounds(Number(value));

function ChartFrame({ height, children }: { height: number; children: React.ReactElement }) {
  return (
    <div aria-hidden="true" className="w-full min-w-0 overflow-hidden" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}

/** Takings (after discounts) and refunds per bucket. */
export function TakingsChart({ takings, hourly }: { takings: ReportAnswer['takings']; hourly: boolean }) {
  const data = takings.map((row) => ({
    ...row,
    label: hourly ? row.bucket.slice(0, 2) : `${row.bucket.slice(8, 10)}/${row.bucket.slice(5, 7)}`,
  }));
  return (
    <ChartFrame height={260}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" minTickGap={8} />
        <YAxis tickFormatter={poundsTick} tick={{ fontSize: 12 }} width={48} />
        <Tooltip formatter={tooltipMoney} />
        <Legend />
        <Bar dataKey="sales" name="Takings" fill={TARO} radius={[4, 4, 0, 0]} isAnimationActive={false} />
        <Bar dataKey="refunds" name="Refunds" fill={BERRY} radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ChartFrame>
  );
}

/** Horizontal bars, one row per entry named by `nameKey`: the rankings and the promotions. */
function HorizontalBars({
  data,
  rowHeight,
  nameKey,
  nameWidth,
  money,
  wholeNumbers = false,
  bar,
}: {
  data: readonly object[];
  rowHeight: number;
  nameKey: string;
  nameWidth: number;
  /** The bars are pence: ticks in pounds and the tooltip in money. */
  money: boolean;
  wholeNumbers?: boolean;
  bar: { dataKey: string; name: string; fill: string };
}) {
  return (
    <ChartFrame height={Math.max(120, data.length * rowHeight + 24)}>
      <BarChart
        data={data}
        layout="vertical"
        margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <XAxis
          type="number"
          tickFormatter={money ? poundsTick : undefined}
          tick={{ fontSize: 12 }}
          allowDecimals={!wholeNumbers}
        />
        <YAxis type="category" dataKey={nameKey} width={nameWidth} tick={{ fontSize: 12 }} />
        <Tooltip formatter={money ? tooltipMoney : undefined} />
        <Bar {...bar} radius={[0, 4, 4, 0]} isAnimationActive={false} />
      </BarChart>
    </ChartFrame>
  );
}

/** A ranking as horizontal bars, by quantity or by takings. */
export function RankingChart({ ranking, by }: { ranking: ReportRanking; by: 'quantity' | 'sales' }) {
  return (
    <HorizontalBars
      data={ranking}
      rowHeight={32}
      nameKey="name"
      nameWidth={120}
      money={by === 'sales'}
      wholeNumbers
      bar={{ dataKey: by, name: by === 'sales' ? 'Takings' : 'Quantity', fill: by === 'sales' ? TARO : TEA }}
    />
  );
}

/** What each promotion gave away. */
export function PromotionsChart({ promotions }: { promotions: ReportAnswer['promotions'] }) {
  return (
    <HorizontalBars
      data={promotions}
      rowHeight={36}
      nameKey="title"
      nameWidth={140}
      money
      bar={{ dataKey: 'givenAway', name: 'Given away', fill: BERRY }}
    />
  );
}
