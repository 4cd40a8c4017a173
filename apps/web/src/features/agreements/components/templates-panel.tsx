import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { TemplateKind, TemplateView } from '@app/domain';
import { DataList } from '../../../components/data-list/data-list';
import { SelectFilter, TextFilter } from '../../../components/data-list/filter-inputs';
import { useTemplate, useTemplatesList } from '../api/templates';
import { RenderDocumentModal } from './render-document-modal';
import { templateColumns } from './template-columns';
import { TemplateEditorModal } from './template-editor-modal';

const OWNERS = [
  { value: 'platform', label: 'Platform' },
  { value: 'partner', label: 'Partner' },
];
const ARCHIVED = [
  { value: 'false', label: 'Active' },
  { value: 'true', label: 'Archived' },
];

/** One template being read or changed: loaded with its versions before the editor opens. */
function OpenTemplate({ kind, id, onClose }: { kind: TemplateKind; id: string; onClose: () => void }) {
  const query = useTemplate(kind, id);
  if (!query.data) return null;
  return <TemplateEditorModal kind={kind} template={query.data} onClose={onClose} />;
}

/**
 * The templates of one kind the caller sees (the platform's and its partner's): searchable, filtered by
 * owner and status, CSV; New template for those who write them; a name opens the editor with its preview
 * and versions. Document templates also render to PDF for a worker.
 */
export function TemplatesPanel({ kind, writes }: { kind: TemplateKind; writes: boolean }) {
  const list = useTemplatesList(kind);
  const [opened, setOpened] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [rendering, setRendering] = useState<TemplateView | null>(null);
  const columns = useMemo(() => {
    const cols = templateColumns(kind, (t) => setOpened(t.id));
    if (kind !== 'document') return cols;
    return [
      ...cols,
      {
        accessor: 'render',
        title: 'PDF',
        render: (t: TemplateView) =>
          t.archived ? null : (
            <Button size="compact-sm" variant="subtle" onClick={() => setRendering(t)} aria-label={`${t.name} as PDF`}>
              For a worker…
            </Button>
          ),
      },
    ];
  }, [kind]);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {kind === 'agreement'
            ? 'Agreements are generated from the current version; a change of text is saved as the next version.'
            : 'Offer letters, assignment confirmations and other letters, merged with a worker’s values as a PDF.'}
        </Text>
        {writes && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            New template
          </Button>
        )}
      </Group>
      <DataList
        list={list}
        columns={columns}
        tableName={`${kind}_templates`}
        noun="templates"
        filters={
          <>
            <TextFilter list={list} name="search" label="Search" placeholder="Name" search />
            <SelectFilter list={list} name="owner" label="Owner" data={OWNERS} />
            <SelectFilter list={list} name="archived" label="Status" data={ARCHIVED} />
          </>
        }
      />
      {creating && <TemplateEditorModal kind={kind} template={null} onClose={() => setCreating(false)} />}
      {opened && <OpenTemplate kind={kind} id={opened} onClose={() => setOpened(null)} />}
      {rendering && <RenderDocumentModal template={rendering} onClose={() => setRendering(null)} />}
    </Stack>
  );
}
