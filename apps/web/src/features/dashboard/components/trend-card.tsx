import { Paper, SegmentedControl, Skeleton, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { DashboardTrend, DashboardWeek } from '@app/domain';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { trendCurrencies, trendPoints } from './trend-data';

// The charting library is the largest chunk the app has (recharts, ~140 KB gzip): it loads once the card
// nears the viewport, so a phone's first screen does not wait for it (Lighthouse: the dashboard's
// longest tasks were its evaluation and first render).
const TrendChart = lazy(() => import('./trend-chart'));

const TITLES: Record<DashboardTrend, string> = {
  margin: 'Billing, pay and gross margin by week',
  billing: 'Billed by week',
  hours: 'Hours by week',
};

/** The last 12 weeks as a chart (one currency at a time), with a text summary for screen readers. */
export function TrendCard({ trend, weeks }: { trend: DashboardTrend; weeks: DashboardWeek[] }) {
  const currencies = trendCurrencies(weeks);
  const [picked, setPicked] = useState<string | null>(null);
  const currency = trend === 'hours' ? null : (picked ?? currencies[0] ?? null);
  const points = trendPoints(weeks, currency);
  const symbol = currency && currency !== 'usd' ? `${currency.toUpperCase()} ` : '$';
  const empty = points.every((p) => p.hours === 0 && p.billing === 0 && p.pay === 0);
  const { ref, seen } = useNearViewport<HTMLDivElement>();
  const loading = <Skeleton h={240} radius="md" role="status" aria-label="Loading the chart" />;
  return (
    <Paper ref={ref} withBorder p="md" radius="md" role="region" aria-labelledby="dashboard-trend">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="dashboard-trend">
          {TITLES[trend]}
        </Title>
        {currencies.length > 1 && trend !== 'hours' && (
          <SegmentedControl
            size="xs"
            aria-label="Currency"
            value={currency ?? ''}
            onChange={setPicked}
            data={currencies.map((c) => ({ value: c, label: c.toUpperCase() }))}
          />
        )}
      </Group>
      {empty ? (
        <Text c="dimmed">Nothing recorded in the last 12 weeks yet.</Text>
      ) : (
        <>
          {seen ? (
            <Suspense fallback={loading}>
              <TrendChart trend={trend} points={points} symbol={symbol} />
            </Suspense>
          ) : (
            loading
          )}
          <VisuallyHidden>
            <ul>
              {points.map((p) => (
                <li key={p.week}>
                  {trend === 'hours'
                    ? `${p.week}: ${p.hours} hours`
                    : `${p.week}: billed ${symbol}${p.billing}${trend === 'margin' ? `, pay ${symbol}${p.pay}, margin ${symbol}${p.margin}` : ''}`}
                </li>
              ))}
            </ul>
          </VisuallyHidden>
        </>
      )}
    </Paper>
  );
}
