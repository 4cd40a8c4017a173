import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  FORM_FIELD_TYPES,
  FORM_FIELD_TYPE_LABELS,
  formDefinitionSchema,
  type FormDefinition,
  type FormDetail,
  type FormFieldType,
} from '@app/domain';
import { BackLink } from '../../../components/reference/detail-parts';
import { api } from '../../../lib/api/client';
import { toApiError } from '../../../lib/api/errors';
import { FORM_INVALID_MESSAGE, toast } from '../../../lib/notify';
import { useCreateForm, useForm, useFormActions, useTemplates } from '../api/forms';
import {
  checkBuilder,
  draftsOf,
  emptyBuilder,
  errorsByDraft,
  definitionOf,
  newField,
  newSection,
  type BuilderState,
  type FieldDraft,
  type SectionDraft,
} from '../components/builder-state';
import { FormRenderer, emptyValues, type FillValues } from '../components/form-renderer';

const TYPE_OPTIONS = FORM_FIELD_TYPES.map((t) => ({ value: t, label: FORM_FIELD_TYPE_LABELS[t] }));

function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}

interface FieldEditorProps {
  field: FieldDraft;
  index: number;
  count: number;
  errors: Record<string, string>;
  onChange: (patch: Partial<FieldDraft>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One field's type, label, required, help text, and its options or limits; moved up and down or removed. */
/** Move up, move down and remove, for a field or a section; a form keeps at least one section (`keepLast`). */
function ReorderControls(props: {
  what: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
  keepLast?: boolean;
}) {
  const { what, index, count, onMove, onRemove, keepLast = false } = props;
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        aria-label={`Move ${what} up`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <IconArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={`Move ${what} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <IconArrowDown size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Remove ${what}`}
        disabled={keepLast && count === 1}
        onClick={onRemove}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

function FieldEditor({ field: f, index, count, errors, onChange, onMove, onRemove }: FieldEditorProps) {
  const err = (prop: string) => errors[`field.${f.uid}.${prop}`];
  const n = index + 1;
  return (
    <Paper withBorder p="md" bg="var(--mantine-color-default-hover)" aria-label={`Field ${n}`} component="fieldset">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1 }}>
            <TextInput
              label={`Field ${n} label`}
              required
              maxLength={200}
              value={f.label}
              error={err('label')}
              onChange={(e) => onChange({ label: e.currentTarget.value })}
            />
            <Select
              label={`Field ${n} type`}
              data={TYPE_OPTIONS}
              value={f.type}
              allowDeselect={false}
              onChange={(v) => v && onChange({ type: v as FormFieldType })}
            />
          </SimpleGrid>
          <ReorderControls what={`field ${n}`} index={index} count={count} onMove={onMove} onRemove={onRemove} />
        </Group>
        <Group align="flex-start" grow>
          <TextInput
            label={`Field ${n} help text`}
            maxLength={500}
            value={f.help_text}
            error={err('help_text')}
            onChange={(e) => onChange({ help_text: e.currentTarget.value })}
          />
          <Switch
            mt={28}
            label={`Field ${n} required`}
            checked={f.required}
            onChange={(e) => onChange({ required: e.currentTarget.checked })}
          />
        </Group>
        {(f.type === 'single_choice' || f.type === 'multiple_choice') && (
          <Textarea
            label={`Field ${n} options`}
            description="One option a line"
            required
            rows={3}
            value={f.options}
            error={err('options')}
            onChange={(e) => onChange({ options: e.currentTarget.value })}
          />
        )}
        {f.type === 'number' && (
          <Group align="flex-start" grow>
            <TextInput
              label={`Field ${n} minimum`}
              type="number"
              value={f.min}
              error={err('min')}
              onChange={(e) => onChange({ min: e.currentTarget.value })}
            />
            <TextInput
              label={`Field ${n} maximum`}
              type="number"
              value={f.max}
              error={err('max')}
              onChange={(e) => onChange({ max: e.currentTarget.value })}
            />
            <Checkbox
              mt={30}
              label="Whole numbers only"
              checked={f.integer}
              onChange={(e) => onChange({ integer: e.currentTarget.checked })}
            />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function SectionEditor({
  section: s,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  section: SectionDraft;
  index: number;
  count: number;
  errors: Record<string, string>;
  onChange: (s: SectionDraft) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  const setField = (i: number, patch: Partial<FieldDraft>) =>
    onChange({ ...s, fields: s.fields.map((f, j) => (j === i ? { ...f, ...patch } : f)) });
  return (
    <Paper withBorder p="lg" aria-label={`Section ${n}`} component="section">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={`Section ${n} title`}
            maxLength={200}
            value={s.title}
            onChange={(e) => onChange({ ...s, title: e.currentTarget.value })}
          />
          <ReorderControls
            what={`section ${n}`}
            index={index}
            count={count}
            onMove={onMove}
            onRemove={onRemove}
            keepLast
          />
        </Group>
        <TextInput
          label={`Section ${n} description`}
          maxLength={500}
          value={s.description}
          onChange={(e) => onChange({ ...s, description: e.currentTarget.value })}
        />
        {errors[`section.${s.uid}`] && (
          <Text c="red" size="sm" role="alert">
            {errors[`section.${s.uid}`]}
          </Text>
        )}
        {s.fields.map((f, i) => (
          <FieldEditor
            key={f.uid}
            field={f}
            index={i}
            count={s.fields.length}
            errors={errors}
            onChange={(patch) => setField(i, patch)}
            onMove={(to) => onChange({ ...s, fields: move(s.fields, i, to) })}
            onRemove={() => onChange({ ...s, fields: s.fields.filter((_, j) => j !== i) })}
          />
        ))}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => onChange({ ...s, fields: [...s.fields, newField()] })}
          >
            Add field to section {n}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The preview: the definition as a recipient will see it, checked as it will be, without sending anything. */
function Preview({ state }: { state: BuilderState }) {
  const parsed = useMemo(() => formDefinitionSchema.safeParse(definitionOf(state.sections)), [state.sections]);
  const [values, setValues] = useState<FillValues>({});
  if (!parsed.success)
    return (
      <Alert color="yellow" variant="light" title="Nothing to preview yet">
        {parsed.error.issues[0]?.message ?? 'Finish the fields first.'}
      </Alert>
    );
  const d: FormDefinition = parsed.data;
  return (
    <Stack>
      {state.title && <Title order={2}>{state.title}</Title>}
      {state.description && <Text>{state.description}</Text>}
      <FormRenderer
        definition={d}
        values={{ ...emptyValues(d), ...values }}
        onChange={(k, v) => setValues((old) => ({ ...old, [k]: v }))}
      />
    </Stack>
  );
}

function initialOf(form: FormDetail | undefined): BuilderState {
  if (!form) return emptyBuilder();
  return { title: form.title, description: form.description, templateId: null, sections: draftsOf(form.definition) };
}

/**
 * /forms/new (decision 0077): the form builder — a title and description, sections of fields (type,
 * label, required, help text, options or limits), fields and sections reordered, a preview as the
 * recipient sees it, a template to start from; saved as a draft or published at once. With
 * `?form=<id>` it edits that form: once answered, saving makes its next version.
 */
export function FormBuilderPage() {
  const [search] = useSearchParams();
  const editing = search.get('form');
  const existing = useForm(editing ?? '');
  if (editing && existing.isPending) return <Text>Loading…</Text>;
  if (editing && existing.isError) return <Alert color="red">{toApiError(existing.error).message}</Alert>;
  return <Builder key={editing ?? 'new'} form={editing ? existing.data : undefined} />;
}

function Builder({ form }: { form: FormDetail | undefined }) {
  const navigate = useNavigate();
  const [state, setState] = useState<BuilderState>(() => initialOf(form));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [top, setTop] = useState<string | null>(null);
  const templates = useTemplates();
  const create = useCreateForm();
  const actions = useFormActions(form?.id ?? '');
  const [busy, setBusy] = useState(false);

  const startFrom = (id: string | null) => {
    const t = templates.data?.data.find((x) => x.id === id);
    if (!t) return;
    setState({ title: t.title, description: t.description, templateId: t.id, sections: draftsOf(t.definition) });
  };

  const save = async (publish: boolean) => {
    setTop(null);
    setErrors({});
    const checked = checkBuilder(state);
    if (!checked.ok) {
      setErrors(checked.errors);
      setTop(checked.errors.form ?? FORM_INVALID_MESSAGE);
      return;
    }
    setBusy(true);
    try {
      const saved = form
        ? await actions.edit.mutateAsync({
            title: checked.body.title,
            description: checked.body.description,
            definition: checked.body.definition,
          })
        : await create.mutateAsync(checked.body);
      if (publish && saved.status === 'draft') await api.post(`/forms/${saved.id}/publish`);
      toast.success(form ? `Saved "${saved.title}" (version ${saved.version})` : `Created "${saved.title}"`);
      void navigate(`/forms/${saved.id}`);
    } catch (err) {
      const e = toApiError(err);
      const detail = (e.data as { detail?: { loc?: (string | number)[]; msg: string }[] } | undefined)?.detail;
      if (e.statusCode === 422 && Array.isArray(detail)) {
        setErrors(
          errorsByDraft(
            state,
            detail.map((d) => ({ path: (d.loc ?? []).slice(1), msg: d.msg })),
          ),
        );
        setTop(FORM_INVALID_MESSAGE);
      } else setTop(e.message);
    } finally {
      setBusy(false);
    }
  };

  const answered = form ? (form.versions.find((v) => v.version === form.version)?.submissions ?? 0) > 0 : false;
  const setSection = (i: number, s: SectionDraft) =>
    setState((old) => ({ ...old, sections: old.sections.map((x, j) => (j === i ? s : x)) }));

  return (
    <Stack gap="lg">
      <BackLink to={form ? `/forms/${form.id}` : '/forms'} label={form ? form.title : 'Forms'} />
      <Title order={1}>{form ? `Edit ${form.title}` : 'New form'}</Title>
      {answered && (
        <Alert color="blue" variant="light" title="This version has answers">
          Saving makes version {form!.version + 1}; the answers received keep version {form!.version}.
        </Alert>
      )}
      {!form && (
        <Select
          label="Start from a template"
          placeholder={templates.isPending ? 'Loading…' : 'Blank form'}
          data={(templates.data?.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
          value={state.templateId}
          onChange={startFrom}
          clearable
          maw={420}
        />
      )}
      <Tabs defaultValue="build" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="build">Build</Tabs.Tab>
          <Tabs.Tab value="preview">Preview</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="build" pt="md">
          <Stack gap="md">
            <TextInput
              label="Title"
              required
              maxLength={200}
              value={state.title}
              error={errors.title}
              onChange={(e) => {
                const title = e.currentTarget.value;
                setState((old) => ({ ...old, title }));
              }}
            />
            <Textarea
              label="Description"
              rows={3}
              maxLength={2000}
              value={state.description}
              onChange={(e) => {
                const description = e.currentTarget.value;
                setState((old) => ({ ...old, description }));
              }}
            />
            {state.sections.map((s, i) => (
              <SectionEditor
                key={s.uid}
                section={s}
                index={i}
                count={state.sections.length}
                errors={errors}
                onChange={(next) => setSection(i, next)}
                onMove={(to) => setState((old) => ({ ...old, sections: move(old.sections, i, to) }))}
                onRemove={() => setState((old) => ({ ...old, sections: old.sections.filter((_, j) => j !== i) }))}
              />
            ))}
            <Group>
              <Button
                variant="default"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setState((old) => ({ ...old, sections: [...old.sections, newSection()] }))}
              >
                Add section
              </Button>
            </Group>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="md">
          <Preview state={state} />
        </Tabs.Panel>
      </Tabs>
      {top && (
        <Alert color="red" variant="light" role="alert">
          {top}
        </Alert>
      )}
      <Group>
        {(!form || form.status === 'draft') && (
          <Button variant="default" loading={busy} onClick={() => void save(false)}>
            {form ? 'Save' : 'Save draft'}
          </Button>
        )}
        <Button loading={busy} onClick={() => void save(true)}>
          {form && form.status !== 'draft' ? 'Save' : 'Save and publish'}
        </Button>
      </Group>
    </Stack>
  );
}
