/**
 * Forms (issue 15; decision 0077): a form's definition (title, description, sections of fields of
 * nine types, each required or optional with a help text), the answers validator built from a
 * definition — the one the API checks submissions with and the fill page checks them with before
 * sending — and the views of forms, versions, templates, assignments and submissions.
 */
import { z } from 'zod';
import type { UserType } from '../enums.js';
import { isAdminLike } from '../roles.js';
import { CONTROL_CHARS_MESSAGE, hasNoControlChars } from '../validators.js';
import { calendarDateSchema, namedRefSchema } from './timesheets/contracts.js';

export const FORM_FIELD_TYPES = [
  'short_text',
  'long_text',
  'number',
  'date',
  'single_choice',
  'multiple_choice',
  'checkbox',
  'email',
  'phone',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export const FORM_FIELD_TYPE_LABELS: Record<FormFieldType, string> = {
  short_text: 'Short text',
  long_text: 'Long text',
  number: 'Number',
  date: 'Date',
  single_choice: 'Single choice',
  multiple_choice: 'Multiple choice',
  checkbox: 'Checkbox (yes/no)',
  email: 'E-mail',
  phone: 'Phone',
};

export const FORM_STATUSES = ['draft', 'published', 'archived'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];
export const FORM_STATUS_LABELS: Record<FormStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};
export const FORM_ASSIGNMENT_STATUSES = ['pending', 'submitted'] as const;
export type FormAssignmentStatus = (typeof FORM_ASSIGNMENT_STATUSES)[number];
export const FORM_RECIPIENT_KINDS = ['contractor', 'client'] as const;
export type FormRecipientKind = (typeof FORM_RECIPIENT_KINDS)[number];

/**
 * Staff and partners' users build, assign and read forms and their answers; clients' and contractors'
 * users answer the forms assigned to them (decision 0077).
 */
export const buildsForms = (userType: UserType) => isAdminLike(userType) || userType === 'partner';

/** Limits of a definition: what one page can reasonably show and one submission carry. */
export const FORM_LIMITS = {
  sections: 20,
  fieldsPerSection: 50,
  fields: 200,
  options: 100,
  label: 200,
  helpText: 500,
  option: 200,
  shortText: 500,
  longText: 10_000,
} as const;

const text = (max: number, required?: string) => {
  const s = z.string().trim().max(max, `At most ${max} characters`).refine(hasNoControlChars, CONTROL_CHARS_MESSAGE);
  return required ? s.min(1, required) : s;
};

/** A field's key: how its answer is stored; stable across versions so answers line up by field. */
export const FORM_FIELD_KEY = /^[a-z][a-z0-9_]{0,39}$/;

/** Keys an answers object already has by inheritance (`constructor`): a field may not take one. */
const inheritedKey = (key: string) => key in Object.prototype;

const fieldBase = {
  key: z
    .string()
    .regex(FORM_FIELD_KEY, 'A key is a lower-case letter then letters, digits or _ (at most 40 characters)')
    .refine((k) => !inheritedKey(k), 'This key is reserved: choose another'),
  label: text(FORM_LIMITS.label, 'Every field needs a label'),
  required: z.boolean().default(false),
  help_text: text(FORM_LIMITS.helpText).default(''),
};

const optionsSchema = z
  .array(text(FORM_LIMITS.option, 'An option cannot be empty'))
  .min(1, 'A choice field needs at least one option')
  .max(FORM_LIMITS.options, `At most ${FORM_LIMITS.options} options`);

const finite = z.number().finite();

export const formFieldSchema = z.discriminatedUnion('type', [
  z.object({ ...fieldBase, type: z.literal('short_text') }).strict(),
  z.object({ ...fieldBase, type: z.literal('long_text') }).strict(),
  z
    .object({
      ...fieldBase,
      type: z.literal('number'),
      min: finite.nullable().default(null),
      max: finite.nullable().default(null),
      integer: z.boolean().default(false),
    })
    .strict(),
  z.object({ ...fieldBase, type: z.literal('date') }).strict(),
  z.object({ ...fieldBase, type: z.literal('single_choice'), options: optionsSchema }).strict(),
  z.object({ ...fieldBase, type: z.literal('multiple_choice'), options: optionsSchema }).strict(),
  z.object({ ...fieldBase, type: z.literal('checkbox') }).strict(),
  z.object({ ...fieldBase, type: z.literal('email') }).strict(),
  z.object({ ...fieldBase, type: z.literal('phone') }).strict(),
]);
export type FormField = z.output<typeof formFieldSchema>;
export type FormFieldInput = z.input<typeof formFieldSchema>;

export const formSectionSchema = z
  .object({
    title: text(FORM_LIMITS.label).default(''),
    description: text(FORM_LIMITS.helpText).default(''),
    fields: z
      .array(formFieldSchema)
      .max(FORM_LIMITS.fieldsPerSection, `At most ${FORM_LIMITS.fieldsPerSection} fields in a section`),
  })
  .strict();
export type FormSection = z.output<typeof formSectionSchema>;

/** The fields of a definition in order, sections flattened. */
export const formFields = (d: { sections: readonly { fields: readonly FormField[] }[] }): FormField[] =>
  d.sections.flatMap((s) => s.fields);

/** A stored definition as the API answers it (already checked when saved). */
export const formDefinitionViewSchema = z.object({ sections: z.array(formSectionSchema) });

export const formDefinitionSchema = z
  .object({
    sections: z
      .array(formSectionSchema)
      .min(1, 'A form needs at least one section')
      .max(FORM_LIMITS.sections, `At most ${FORM_LIMITS.sections} sections`),
  })
  .strict()
  .superRefine((d, ctx) => {
    const seen = new Set<string>();
    let count = 0;
    d.sections.forEach((s, si) =>
      s.fields.forEach((f, fi) => {
        count += 1;
        const at = ['sections', si, 'fields', fi];
        if (seen.has(f.key))
          ctx.addIssue({ code: 'custom', path: [...at, 'key'], message: 'Each field needs its own key' });
        seen.add(f.key);
        if (f.type === 'single_choice' || f.type === 'multiple_choice') {
          const opts = new Set<string>();
          f.options.forEach((o, oi) => {
            if (opts.has(o))
              ctx.addIssue({ code: 'custom', path: [...at, 'options', oi], message: `"${o}" is listed twice` });
            opts.add(o);
          });
        }
        if (f.type === 'number' && f.min !== null && f.max !== null && f.min > f.max)
          ctx.addIssue({ code: 'custom', path: [...at, 'max'], message: 'The maximum must not be below the minimum' });
        if (
          f.type === 'number' &&
          f.integer &&
          ((f.min !== null && !Number.isInteger(f.min)) || (f.max !== null && !Number.isInteger(f.max)))
        )
          ctx.addIssue({
            code: 'custom',
            path: [...at, 'min'],
            message: 'A whole-number field takes whole-number limits',
          });
      }),
    );
    if (count === 0) ctx.addIssue({ code: 'custom', path: ['sections'], message: 'A form needs at least one field' });
    if (count > FORM_LIMITS.fields)
      ctx.addIssue({ code: 'custom', path: ['sections'], message: `At most ${FORM_LIMITS.fields} fields in a form` });
  });
export type FormDefinition = z.output<typeof formDefinitionSchema>;
export type FormDefinitionInput = z.input<typeof formDefinitionSchema>;

/* ---------------------------------------------------------------- answers */

/** One answer as stored: text (short, long, date, e-mail, phone, single choice), a number, yes/no, or the choices picked. */
export type FormAnswer = string | number | boolean | string[] | null;
export type FormAnswers = Record<string, FormAnswer>;
export const formAnswerSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);

const isEmpty = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ().-]+$/;
const LONG_TEXT_OK = (v: string) => hasNoControlChars(v.replace(/[\n\r\t]/g, ' '));

type Checked = { ok: true; value: FormAnswer } | { ok: false; message: string };

const fmt = (n: number) => String(n);

/**
 * One field's answer checked: empty answers are null (or refused when the field is required: a
 * required checkbox must be ticked), and each type's own rule. The messages name the field's label.
 */
export function checkAnswer(f: FormField, raw: unknown): Checked {
  const bad = (message: string): Checked => ({ ok: false, message });
  if (f.type === 'checkbox') {
    if (raw === undefined || raw === null || raw === '')
      return f.required ? bad(`${f.label} must be ticked`) : { ok: true, value: false };
    if (typeof raw !== 'boolean') return bad(`${f.label} must be yes or no`);
    if (f.required && !raw) return bad(`${f.label} must be ticked`);
    return { ok: true, value: raw };
  }
  if (isEmpty(raw)) return f.required ? bad(`${f.label} is required`) : { ok: true, value: null };
  switch (f.type) {
    case 'short_text':
    case 'long_text': {
      if (typeof raw !== 'string') return bad(`${f.label} must be text`);
      const v = raw.trim();
      const max = f.type === 'short_text' ? FORM_LIMITS.shortText : FORM_LIMITS.longText;
      if (f.type === 'short_text' && /[\n\r]/.test(v)) return bad(`${f.label} must be one line`);
      if (!(f.type === 'long_text' ? LONG_TEXT_OK(v) : hasNoControlChars(v)))
        return bad(`${f.label}: ${CONTROL_CHARS_MESSAGE}`);
      if (v.length > max) return bad(`${f.label} must be at most ${max} characters`);
      return { ok: true, value: v };
    }
    case 'number': {
      const n =
        typeof raw === 'number'
          ? raw
          : typeof raw === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(raw)
            ? Number(raw)
            : NaN;
      if (!Number.isFinite(n)) return bad(`${f.label} must be a number`);
      if (f.integer && !Number.isInteger(n)) return bad(`${f.label} must be a whole number`);
      if (f.min !== null && n < f.min) return bad(`${f.label} must be at least ${fmt(f.min)}`);
      if (f.max !== null && n > f.max) return bad(`${f.label} must be at most ${fmt(f.max)}`);
      return { ok: true, value: n };
    }
    case 'date': {
      const r = calendarDateSchema().safeParse(typeof raw === 'string' ? raw.trim() : raw);
      return r.success ? { ok: true, value: r.data } : bad(`${f.label} must be a date (YYYY-MM-DD)`);
    }
    case 'single_choice': {
      if (typeof raw !== 'string' || !f.options.includes(raw)) return bad(`${f.label}: choose one of the options`);
      return { ok: true, value: raw };
    }
    case 'multiple_choice': {
      if (!Array.isArray(raw) || raw.some((o) => typeof o !== 'string' || !f.options.includes(o)))
        return bad(`${f.label}: choose among the options`);
      const picked = new Set(raw as string[]);
      // Kept in the options' order, each once.
      return { ok: true, value: f.options.filter((o) => picked.has(o)) };
    }
    case 'email': {
      const v = typeof raw === 'string' ? raw.trim() : '';
      if (!EMAIL.test(v) || v.length > 254) return bad(`${f.label} must be an e-mail address`);
      return { ok: true, value: v };
    }
    case 'phone': {
      const v = typeof raw === 'string' ? raw.trim() : '';
      const digits = v.replace(/\D/g, '').length;
      if (!PHONE.test(v) || digits < 7 || digits > 15) return bad(`${f.label} must be a phone number`);
      return { ok: true, value: v };
    }
  }
}

/**
 * The answers validator of a definition: an object with one entry per field (keys the form does not
 * have are dropped), each checked by `checkAnswer`; its output is the answers as stored. An issue's
 * path is the field's key.
 */
export function formAnswersSchema(d: FormDefinition) {
  const fields = formFields(d);
  return z.record(z.string(), z.unknown()).transform((given, ctx): FormAnswers => {
    const answers: FormAnswers = {};
    for (const f of fields) {
      // Own answers only: a field keyed `constructor` must not read the object's inherited one.
      const r = checkAnswer(f, Object.prototype.hasOwnProperty.call(given, f.key) ? given[f.key] : undefined);
      if (r.ok) answers[f.key] = r.value;
      else ctx.addIssue({ code: 'custom', path: [f.key], message: r.message });
    }
    return answers;
  });
}

/** Each field's first problem with these answers, by key (empty when they may be submitted). */
export function formAnswerErrors(d: FormDefinition, answers: Record<string, unknown>): Record<string, string> {
  const r = formAnswersSchema(d).safeParse(answers);
  // No prototype: a field keyed `constructor` finds no inherited entry, here or where its error is looked up.
  const errors: Record<string, string> = Object.create(null) as Record<string, string>;
  if (!r.success) for (const i of r.error.issues) errors[String(i.path[0] ?? '')] ??= i.message;
  return errors;
}

/** An answer as a table cell or CSV value reads it. */
export function formatAnswer(f: Pick<FormField, 'type'> | undefined, v: FormAnswer | undefined): string {
  if (v === undefined || v === null) return '';
  if (Array.isArray(v)) return v.join('; ');
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (f?.type === 'number' && typeof v === 'number') return String(v);
  return String(v);
}

/** A new field key for `label` not yet among `taken` (the builder names fields this way). */
export function fieldKeyFor(label: string, taken: ReadonlySet<string>): string {
  const base =
    label
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .replace(/^(\d)/, 'f_$1')
      .slice(0, 32) || 'field';
  let key = base;
  for (let n = 2; taken.has(key) || inheritedKey(key); n += 1) key = `${base}_${n}`;
  return key;
}

/* ---------------------------------------------------------------- commands */

const title = text(FORM_LIMITS.label, 'A form needs a title');
const description = text(2000).default('');

export const formCreateSchema = z
  .object({
    title,
    description,
    definition: formDefinitionSchema,
    /** The template it was copied from (recorded), if any. */
    template_id: z.string().uuid().nullable().default(null),
    /** Staff only: the partner whose form it is (none: a platform form). */
    partner_id: z.string().uuid().nullable().default(null),
  })
  .strict();
export type FormCreateInput = z.input<typeof formCreateSchema>;
export type FormCreate = z.output<typeof formCreateSchema>;

export const formUpdateSchema = z
  .object({ title: title.optional(), description: text(2000).optional(), definition: formDefinitionSchema.optional() })
  .strict()
  .refine((v) => v.title !== undefined || v.description !== undefined || v.definition !== undefined, {
    message: 'Send the title, description or definition to change',
  });
export type FormUpdateInput = z.input<typeof formUpdateSchema>;

export const formAssignSchema = z
  .object({
    user_ids: z
      .array(z.string().uuid())
      .min(1, 'Pick at least one contractor or client user')
      .max(500, 'At most 500 people at once'),
  })
  .strict();
export type FormAssignInput = z.input<typeof formAssignSchema>;

export const formSubmitSchema = z
  .object({
    answers: z.record(z.string(), z.unknown()),
    /** The version the page showed: a form changed since is refused (409) rather than answered blind. */
    version: z.number().int().min(1).optional(),
  })
  .strict();
export type FormSubmitInput = z.input<typeof formSubmitSchema>;

export const formTemplateCreateSchema = z
  .object({ name: title, description, title, definition: formDefinitionSchema })
  .strict();
export type FormTemplateCreateInput = z.input<typeof formTemplateCreateSchema>;

/* ---------------------------------------------------------------- views */

export const FORM_SORTS = ['title', 'created_at', 'updated_at', 'status'] as const;
export const formFilters = {
  status: z.enum(FORM_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
  partner_id: z.string().uuid().optional(),
};

export const formListViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(FORM_STATUSES),
  version: z.number().int(),
  /** Whose form it is; null: the platform's. */
  partner: namedRefSchema.nullable(),
  template: namedRefSchema.nullable(),
  assigned_count: z.number().int(),
  submitted_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  published_at: z.string().nullable(),
});
export type FormListView = z.infer<typeof formListViewSchema>;

export const formVersionViewSchema = z.object({
  version: z.number().int(),
  title: z.string(),
  definition: formDefinitionViewSchema,
  created_at: z.string(),
  submissions: z.number().int(),
});
export type FormVersionView = z.infer<typeof formVersionViewSchema>;

export const formDetailSchema = formListViewSchema.extend({
  description: z.string(),
  /** The current version's definition. */
  definition: formDefinitionViewSchema,
  /** Every version, newest first; a version with submissions is frozen (a change makes the next). */
  versions: z.array(formVersionViewSchema),
  can_edit: z.boolean(),
  can_assign: z.boolean(),
});
export type FormDetail = z.infer<typeof formDetailSchema>;

export const formTemplateViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  title: z.string(),
  definition: formDefinitionViewSchema,
  field_count: z.number().int(),
  created_at: z.string(),
});
export type FormTemplateView = z.infer<typeof formTemplateViewSchema>;
export const FORM_TEMPLATE_SORTS = ['name', 'created_at'] as const;
export const formTemplateFilters = { search: z.string().trim().max(100).optional() };

export const formRecipientSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  kind: z.enum(FORM_RECIPIENT_KINDS),
  /** The client's name for a client user; the partner's for a contractor. */
  organization: z.string(),
});
export type FormRecipient = z.infer<typeof formRecipientSchema>;
export const formRecipientQuerySchema = z
  .object({ search: z.string().trim().max(100).optional(), kind: z.enum(FORM_RECIPIENT_KINDS).optional() })
  .strict();

export const FORM_ASSIGNMENT_SORTS = ['assigned_at', 'submitted_at', 'status'] as const;
export const formAssignmentFilters = {
  status: z.enum(FORM_ASSIGNMENT_STATUSES).optional(),
  form_id: z.string().uuid().optional(),
};

export const formAssignmentViewSchema = z.object({
  id: z.string(),
  form: z.object({ id: z.string(), title: z.string() }),
  recipient: formRecipientSchema,
  status: z.enum(FORM_ASSIGNMENT_STATUSES),
  assigned_at: z.string(),
  submitted_at: z.string().nullable(),
  /** The version answered (submitted ones). */
  version: z.number().int().nullable(),
});
export type FormAssignmentView = z.infer<typeof formAssignmentViewSchema>;

export const formAssignResultSchema = z.object({
  assigned: z.number().int(),
  already_assigned: z.number().int(),
});

/** What the recipient's fill page reads: the version to answer (or answered) and its own answers once sent. */
export const formFillViewSchema = z.object({
  assignment_id: z.string(),
  form_id: z.string(),
  title: z.string(),
  description: z.string(),
  version: z.number().int(),
  definition: formDefinitionViewSchema,
  status: z.enum(FORM_ASSIGNMENT_STATUSES),
  /** The form stopped taking answers (archived) before this one was sent. */
  closed: z.boolean(),
  answers: z.record(z.string(), formAnswerSchema).nullable(),
  submitted_at: z.string().nullable(),
});
export type FormFillView = z.infer<typeof formFillViewSchema>;

export const FORM_SUBMISSION_SORTS = ['submitted_at'] as const;
export const formSubmissionFilters = {
  version: z.coerce.number().int().min(1).optional(),
};
export const formSubmissionViewSchema = z.object({
  id: z.string(),
  assignment_id: z.string(),
  respondent: formRecipientSchema,
  version: z.number().int(),
  submitted_at: z.string(),
  answers: z.record(z.string(), formAnswerSchema),
});
export type FormSubmissionView = z.infer<typeof formSubmissionViewSchema>;
