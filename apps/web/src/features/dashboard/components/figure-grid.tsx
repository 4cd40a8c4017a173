import { SimpleGrid } from '@mantine/core';
import type { DashboardFigure } from '@app/domain';
import { FigureCard } from './figure-card';

/** Figures side by side: two columns on a phone, up to four on a wide screen. */
export function FigureGrid({ figures, label }: { figures: DashboardFigure[]; label: string }) {
  if (figures.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} role="region" aria-label={label}>
      {figures.map((f) => (
        <FigureCard key={f.key} figure={f} />
      ))}
    </SimpleGrid>
  );
}
