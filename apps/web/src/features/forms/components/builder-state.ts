/**
 * The builder's working copy of a definition: sections of field drafts (options as lines, limits as
 * text), turned into the definition the API takes — new fields keyed from their labels, a copied or
 * saved field keeping its key (answers line up by key across versions).
 */
import {
  fieldKeyFor,
  formCreateSchema,
  type FormDefinition,
  type FormDefinitionInput,
  type FormFieldInput,
  type FormFieldType,
} from '@app/domain';

export interface FieldDraft {
  /** Stable id of the draft in the page (React key). */
  uid: string;
  /** The saved key, or '' for a new field (keyed from its label on save). */
  key: string;
  type: FormFieldType;
  label: string;
  required: boolean;
  help_text: string;
  /** One option a line (choice fields). */
  options: string;
  min: string;
  max: string;
  integer: boolean;
}

export interface SectionDraft {
  uid: string;
  title: string;
  description: string;
  fields: FieldDraft[];
}

export interface BuilderState {
  title: string;
  description: string;
  templateId: string | null;
  sections: SectionDraft[];
}

let next = 0;
export const uid = () => `d${(next += 1)}`;

export const newField = (type: FormFieldType = 'short_text'): FieldDraft => ({
  uid: uid(),
  key: '',
  type,
  label: '',
  required: false,
  help_text: '',
  options: '',
  min: '',
  max: '',
  integer: false,
});

export const newSection = (): SectionDraft => ({ uid: uid(), title: '', description: '', fields: [newField()] });

export const emptyBuilder = (): BuilderState => ({
  title: '',
  description: '',
  templateId: null,
  sections: [newSection()],
});

/** A saved or template definition as drafts. */
export function draftsOf(d: FormDefinition): SectionDraft[] {
  return d.sections.map((s) => ({
    uid: uid(),
    title: s.title,
    description: s.description,
    fields: s.fields.map((f) => ({
      ...newField(f.type),
      key: f.key,
      label: f.label,
      required: f.required,
      help_text: f.help_text,
      options: 'options' in f ? f.options.join('\n') : '',
      min: f.type === 'number' && f.min !== null ? String(f.min) : '',
      max: f.type === 'number' && f.max !== null ? String(f.max) : '',
      integer: f.type === 'number' ? f.integer : false,
    })),
  }));
}

const numberOrNull = (s: string) => (s.trim() === '' ? null : Number(s));

/** The definition the drafts stand for (not yet checked). */
export function definitionOf(sections: SectionDraft[]): FormDefinitionInput {
  const taken = new Set(sections.flatMap((s) => s.fields.map((f) => f.key)).filter(Boolean));
  return {
    sections: sections.map((s) => ({
      title: s.title,
      description: s.description,
      fields: s.fields.map((f): FormFieldInput => {
        let key = f.key;
        if (!key) {
          key = fieldKeyFor(f.label, taken);
          taken.add(key);
        }
        const base = { key, label: f.label, required: f.required, help_text: f.help_text };
        const options = f.options
          .split('\n')
          .map((o) => o.trim())
          .filter(Boolean);
        switch (f.type) {
          case 'single_choice':
          case 'multiple_choice':
            return { ...base, type: f.type, options };
          case 'number':
            return { ...base, type: 'number', min: numberOrNull(f.min), max: numberOrNull(f.max), integer: f.integer };
          default:
            return { ...base, type: f.type };
        }
      }),
    })),
  };
}

/**
 * The builder checked by the API's own schema: the body to send, or each problem by the builder's
 * field name ('title', 'section.<uid>', 'field.<uid>.label' …) and the first message for the top.
 */
export function checkBuilder(state: BuilderState) {
  const body = {
    title: state.title,
    description: state.description,
    definition: definitionOf(state.sections),
    template_id: state.templateId,
  };
  const r = formCreateSchema.safeParse(body);
  if (r.success) return { ok: true as const, body: r.data, errors: {} };
  return {
    ok: false as const,
    errors: errorsByDraft(
      state,
      r.error.issues.map((i) => ({ path: i.path, msg: i.message })),
    ),
  };
}

/** Problems (a zod issue's path, or a 422 `loc` less 'body') placed on the builder's inputs. */
export function errorsByDraft(state: BuilderState, issues: { path: readonly PropertyKey[]; msg: string }[]) {
  const errors: Record<string, string> = {};
  for (const { path, msg } of issues) {
    const [head, , si, , fi, prop] = path.map((p) => (typeof p === 'symbol' ? '' : String(p)));
    let at = 'form';
    if (head === 'title' || head === 'description') at = head;
    else if (head === 'definition') {
      const section = si !== undefined ? state.sections[Number(si)] : undefined;
      const field = section && fi !== undefined ? section.fields[Number(fi)] : undefined;
      if (field) at = `field.${field.uid}.${prop === 'key' ? 'label' : prop === undefined ? 'label' : prop}`;
      else if (section) at = `section.${section.uid}`;
    }
    errors[at] ??= msg;
  }
  return errors;
}
