/**
 * The trend's charts (@mantine/charts on recharts). Loaded lazily by trend-card.tsx, so the charting
 * library stays out of the initial bundle and the dashboard's figures show before it arrives.
 */
import '@mantine/charts/styles.css';
import { BarChart, CompositeChart, LineChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import type { DashboardTrend } from '@app/domain';
import type { TrendPoint } from './trend-data';

const money = (symbol: string) => (v: number) => `${symbol}${v.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

export default function TrendChart({
  trend,
  points,
  symbol,
}: {
  trend: DashboardTrend;
  points: TrendPoint[];
  symbol: string;
}) {
  if (trend === 'hours')
    return (
      <BarChart
        h={240}
        data={points}
        dataKey="week"
        series={[{ name: 'hours', label: 'Hours', color: 'blue.6' }]}
        valueFormatter={(v) => `${v} h`}
      />
    );
  if (trend === 'billing')
    return (
      <BarChart
        h={240}
        data={points}
        dataKey="week"
        series={[{ name: 'billing', label: 'Billed', color: 'blue.6' }]}
        valueFormatter={money(symbol)}
      />
    );
  return (
    <Stack gap="md">
      <CompositeChart
        h={240}
        data={points}
        dataKey="week"
        withLegend
        curveType="linear"
        valueFormatter={money(symbol)}
        series={[
          { name: 'billing', label: 'Billed', color: 'blue.6', type: 'bar' },
          { name: 'pay', label: 'Pay', color: 'gray.5', type: 'bar' },
          { name: 'margin', label: 'Gross margin', color: 'teal.6', type: 'line' },
        ]}
      />
      <Text size="sm" fw={600}>
        Margin %
      </Text>
      <LineChart
        h={140}
        data={points}
        dataKey="week"
        connectNulls={false}
        curveType="linear"
        valueFormatter={(v) => `${v}%`}
        series={[{ name: 'marginPct', label: 'Margin %', color: 'teal.6' }]}
      />
    </Stack>
  );
}
