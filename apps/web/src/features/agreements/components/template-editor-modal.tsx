import { Button, Checkbox, Divider, Group, Modal, Select, Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import {
  DOCUMENT_TEMPLATE_CATEGORIES,
  DOCUMENT_TEMPLATE_CATEGORY_LABELS,
  templateCreateSchema,
  type TemplateCreate,
  type TemplateDetail,
  type TemplateKind,
} from '@app/domain';
import { formatMoment } from '../../../components/data-list/format';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toast } from '../../../lib/notify';
import { useSaveTemplate } from '../api/templates';
import { MergeFieldList } from './merge-field-list';
import { TemplatePreview } from './template-preview';

interface Values {
  name: string;
  category: string;
  requires_countersignature: boolean;
  archived: boolean;
  body: string;
}

const FIELD_KEYS = ['name', 'category', 'requires_countersignature', 'archived', 'body'];
const CATEGORY_OPTIONS = DOCUMENT_TEMPLATE_CATEGORIES.map((c) => ({
  value: c,
  label: DOCUMENT_TEMPLATE_CATEGORY_LABELS[c],
}));

const check = (v: Values): Checked<TemplateCreate> =>
  checkedOf(
    templateCreateSchema.safeParse({
      name: v.name,
      category: v.category,
      requires_countersignature: v.requires_countersignature,
      body: v.body,
    }),
  );

/**
 * A template's editor (or reader, when the caller may not change it): name, category or countersignature,
 * the text with its merge fields, and a preview. Saving changed text adds the next version — a saved
 * version is never edited — and the earlier versions stay readable below.
 */
export function TemplateEditorModal({
  kind,
  template,
  onClose,
}: {
  kind: TemplateKind;
  /** Null: a new template. */
  template: TemplateDetail | null;
  onClose: () => void;
}) {
  useReturnFocus();
  const save = useSaveTemplate(kind);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const readOnly = template !== null && !template.editable;
  const current = template?.versions[0];
  const [shownVersion, setShownVersion] = useState<string | null>(null);
  const form = useFormState<Values, TemplateCreate>({
    initial: () => ({
      name: template?.name ?? '',
      category: template?.category ?? 'other',
      requires_countersignature: template?.requires_countersignature ?? false,
      archived: template?.archived ?? false,
      body: current?.body ?? '',
    }),
    check,
    save: async (body) => {
      if (!template) {
        await save.create.mutateAsync(body);
        toast.success('Template created');
        return onClose();
      }
      const changed =
        body.name !== template.name ||
        body.category !== template.category ||
        body.requires_countersignature !== template.requires_countersignature ||
        form.values.archived !== template.archived;
      if (changed) {
        await save.update.mutateAsync({
          id: template.id,
          body: {
            name: body.name,
            ...(kind === 'document'
              ? { category: body.category }
              : { requires_countersignature: body.requires_countersignature }),
            archived: form.values.archived,
          },
        });
      }
      if (body.body !== current?.body) {
        const next = await save.addVersion.mutateAsync({ id: template.id, body: body.body });
        toast.success(`Saved as version ${next.version}`);
      } else toast.success('Template saved');
      onClose();
    },
    fieldKeys: FIELD_KEYS,
  });
  const insert = (placeholder: string) => {
    const el = bodyRef.current;
    const text = form.values.body;
    const at = el ? el.selectionStart : text.length;
    const end = el ? el.selectionEnd : text.length;
    form.set('body', text.slice(0, at) + placeholder + text.slice(end));
    requestAnimationFrame(() => el?.focus());
  };
  const older = template?.versions.find((v) => v.id === shownVersion);
  const title = template ? `${readOnly ? '' : 'Edit '}${template.name}` : `New ${kind} template`;

  const fields = (
    <Stack>
      <Group grow align="flex-start">
        <TextInput label="Name" required maxLength={120} {...form.field('name')} />
        {kind === 'document' ? (
          <Select
            label="Category"
            data={CATEGORY_OPTIONS}
            value={form.values.category}
            onChange={(v) => v && form.set('category', v)}
            allowDeselect={false}
          />
        ) : (
          <Checkbox
            mt="xl"
            label="The employer countersigns after the worker"
            {...form.field('requires_countersignature', { type: 'checkbox' })}
          />
        )}
      </Group>
      {!readOnly && <MergeFieldList onInsert={insert} />}
      <Textarea
        ref={bodyRef}
        label={
          current && !readOnly
            ? `Text (version ${current.version}; saving a change adds version ${current.version + 1})`
            : 'Text'
        }
        required
        // Not autosize (it measures fonts the test DOM lacks), as the other forms' text areas.
        rows={14}
        {...form.field('body')}
      />
      {template && !readOnly && (
        <Checkbox
          label="Archived (no new agreements or documents from it)"
          {...form.field('archived', { type: 'checkbox' })}
        />
      )}
    </Stack>
  );

  return (
    <Modal opened onClose={() => !form.pending && onClose()} title={title} size="xl">
      <Tabs defaultValue="text">
        <Tabs.List mb="md">
          <Tabs.Tab value="text">Text</Tabs.Tab>
          <Tabs.Tab value="preview">Preview</Tabs.Tab>
          {template && <Tabs.Tab value="versions">Versions ({template.versions.length})</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="text">
          {readOnly ? (
            <Stack>
              <fieldset disabled style={{ border: 0, padding: 0, margin: 0 }}>
                {fields}
              </fieldset>
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  Close
                </Button>
              </Group>
            </Stack>
          ) : (
            <ResourceFormFrame form={form} submitLabel="Save template" onCancel={onClose}>
              {fields}
            </ResourceFormFrame>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="preview">
          <TemplatePreview kind={kind} body={form.values.body} />
        </Tabs.Panel>
        {template && (
          <Tabs.Panel value="versions">
            <Stack gap="sm">
              <Select
                label="Version"
                data={template.versions.map((v) => ({
                  value: v.id,
                  label: `v${v.version} · ${formatMoment(v.created_at)}${v.created_by ? ` · ${v.created_by.name}` : ''}`,
                }))}
                value={shownVersion ?? current?.id ?? null}
                onChange={setShownVersion}
                allowDeselect={false}
              />
              <Divider />
              <Text style={{ whiteSpace: 'pre-wrap' }}>{(older ?? current)?.body}</Text>
              <Text size="xs" c="dimmed" ff="monospace">
                SHA-256 {(older ?? current)?.body_hash}
              </Text>
            </Stack>
          </Tabs.Panel>
        )}
      </Tabs>
    </Modal>
  );
}
