import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

export interface WorkspaceTabDef {
  value: string;
  label: string;
  render: () => ReactNode;
}

/**
 * A record's workspace (issue 16): its tabs — the first is the record's profile — with the open one in the URL
 * (`?tab=invoices`, none for the first) so it can be linked and survives a reload. A tab renders, and so loads
 * its data, only while open.
 */
export function RecordWorkspace({ tabs }: { tabs: readonly WorkspaceTabDef[] }) {
  const [params, setParams] = useSearchParams();
  const first = tabs[0]?.value;
  const active = tabs.find((t) => t.value === params.get('tab'))?.value ?? first;
  const choose = (tab: string | null) =>
    setParams(
      (current) => {
        if (!tab || tab === first) current.delete('tab');
        else current.set('tab', tab);
        return current;
      },
      { replace: true },
    );
  return (
    <Tabs value={active ?? null} onChange={choose} keepMounted={false}>
      <Tabs.List mb="md">
        {tabs.map((t) => (
          <Tabs.Tab key={t.value} value={t.value}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Panel key={t.value} value={t.value}>
          {t.render()}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
