import { SimpleGrid, Stack } from '@mantine/core';
import type { Dashboard } from '@app/domain';
import type { ReactNode } from 'react';
import { FigureGrid } from './figure-grid';
import { ItemListCard } from './item-list-card';
import { TodoList } from './todo-list';
import { TrendCard } from './trend-card';

export interface DashboardPlan {
  /** Groups of figures by key, each a row of cards (keys the answer lacks are skipped). */
  groups: { label: string; keys: string[] }[];
  /** Whether the to-do list comes first (figures marked to-do with something in them). */
  todos: boolean;
  /** Lists by key, in order. */
  lists: string[];
  /** Something of the user type's own, after the figures (a contractor's PTO balance). */
  extra?: ReactNode;
}

/** A dashboard laid out by its user type's plan: to-dos, figure rows, the trend, then the lists. */
export function DashboardSections({ data, plan }: { data: Dashboard; plan: DashboardPlan }) {
  const figures = new Map(data.figures.map((f) => [f.key, f]));
  const lists = plan.lists.flatMap((k) => data.lists.filter((l) => l.key === k));
  return (
    <Stack gap="lg">
      {plan.todos && <TodoList figures={data.figures} />}
      {plan.groups.map((g) => (
        <FigureGrid key={g.label} label={g.label} figures={g.keys.flatMap((k) => figures.get(k) ?? [])} />
      ))}
      {plan.extra}
      {data.trend && <TrendCard trend={data.trend} weeks={data.weeks} />}
      {lists.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {lists.map((l) => (
            <ItemListCard key={l.key} list={l} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
