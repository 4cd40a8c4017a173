/**
 * The form definition schema and the answers validator built from a definition (decision 0077): a table
 * of each field type's accepted and refused answers, and properties over generated definitions — a
 * valid answer for every field passes and comes back as stored, a missing required answer is refused
 * with its label, an optional one is null.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FORM_FIELD_TYPES,
  checkAnswer,
  fieldKeyFor,
  formAnswerErrors,
  formAnswersSchema,
  formDefinitionSchema,
  formFields,
  type FormDefinitionInput,
  type FormField,
  type FormFieldInput,
} from './forms.js';

const def = (fields: FormFieldInput[]) => formDefinitionSchema.parse({ sections: [{ title: 'S', fields }] });
const field = (f: FormFieldInput) => def([f]).sections[0]!.fields[0]!;

describe('the definition schema', () => {
  it('accepts every field type and fills the defaults', () => {
    const d = def(
      FORM_FIELD_TYPES.map(
        (type, i) =>
          ({
            key: `f${i}`,
            label: type,
            type,
            ...(type.endsWith('choice') && { options: ['A', 'B'] }),
          }) as FormFieldInput,
      ),
    );
    expect(formFields(d)).toHaveLength(9);
    expect(formFields(d)[0]).toEqual({
      key: 'f0',
      label: 'short_text',
      type: 'short_text',
      required: false,
      help_text: '',
    });
    expect(formFields(d)[2]).toMatchObject({ type: 'number', min: null, max: null, integer: false });
  });

  const refusals: [string, FormDefinitionInput, string][] = [
    ['no section', { sections: [] }, 'A form needs at least one section'],
    ['no field', { sections: [{ fields: [] }] }, 'A form needs at least one field'],
    [
      'a repeated key',
      {
        sections: [
          { fields: [{ key: 'a', label: 'A', type: 'email' }] },
          { fields: [{ key: 'a', label: 'B', type: 'phone' }] },
        ],
      },
      'Each field needs its own key',
    ],
    [
      'an empty label',
      { sections: [{ fields: [{ key: 'a', label: ' ', type: 'email' }] }] },
      'Every field needs a label',
    ],
    [
      'a bad key',
      { sections: [{ fields: [{ key: '1a', label: 'A', type: 'email' }] }] },
      'A key is a lower-case letter',
    ],
    [
      'a choice without options',
      { sections: [{ fields: [{ key: 'a', label: 'A', type: 'single_choice', options: [] }] }] },
      'at least one option',
    ],
    [
      'a repeated option',
      { sections: [{ fields: [{ key: 'a', label: 'A', type: 'multiple_choice', options: ['X', 'X'] }] }] },
      '"X" is listed twice',
    ],
    [
      'min above max',
      { sections: [{ fields: [{ key: 'a', label: 'A', type: 'number', min: 5, max: 1 }] }] },
      'The maximum must not be below the minimum',
    ],
    [
      'options on a text field',
      { sections: [{ fields: [{ key: 'a', label: 'A', type: 'short_text', options: ['x'] } as FormFieldInput] }] },
      'Unrecognized key',
    ],
    [
      'an unknown type',
      { sections: [{ fields: [{ key: 'a', label: 'A', type: 'signature' } as unknown as FormFieldInput] }] },
      '',
    ],
  ];
  it.each(refusals)('refuses %s', (_, input, message) => {
    const r = formDefinitionSchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message).join(' | ')).toContain(message);
  });
});

describe('each field type’s answers', () => {
  const cases: [FormFieldInput, unknown, { value: unknown } | { message: string }][] = [
    [{ key: 'a', label: 'Name', type: 'short_text', required: true }, '  Ada  ', { value: 'Ada' }],
    [{ key: 'a', label: 'Name', type: 'short_text', required: true }, '   ', { message: 'Name is required' }],
    [{ key: 'a', label: 'Name', type: 'short_text' }, '', { value: null }],
    [{ key: 'a', label: 'Name', type: 'short_text' }, 'a\nb', { message: 'Name must be one line' }],
    [{ key: 'a', label: 'Name', type: 'short_text' }, 12, { message: 'Name must be text' }],
    [{ key: 'a', label: 'Notes', type: 'long_text' }, 'a\nb', { value: 'a\nb' }],
    [
      { key: 'a', label: 'Notes', type: 'long_text' },
      'x'.repeat(10_001),
      { message: 'Notes must be at most 10000 characters' },
    ],
    [{ key: 'a', label: 'Age', type: 'number', min: 18, max: 99, integer: true }, 30, { value: 30 }],
    [{ key: 'a', label: 'Age', type: 'number', min: 18, max: 99, integer: true }, '42', { value: 42 }],
    [
      { key: 'a', label: 'Age', type: 'number', min: 18, max: 99, integer: true },
      17,
      { message: 'Age must be at least 18' },
    ],
    [
      { key: 'a', label: 'Age', type: 'number', min: 18, max: 99, integer: true },
      100,
      { message: 'Age must be at most 99' },
    ],
    [{ key: 'a', label: 'Age', type: 'number', integer: true }, 2.5, { message: 'Age must be a whole number' }],
    [{ key: 'a', label: 'Age', type: 'number' }, 'ten', { message: 'Age must be a number' }],
    [{ key: 'a', label: 'Start', type: 'date' }, '2026-11-02', { value: '2026-11-02' }],
    [{ key: 'a', label: 'Start', type: 'date' }, '2026-02-30', { message: 'Start must be a date (YYYY-MM-DD)' }],
    [{ key: 'a', label: 'Size', type: 'single_choice', options: ['S', 'M'] }, 'M', { value: 'M' }],
    [
      { key: 'a', label: 'Size', type: 'single_choice', options: ['S', 'M'] },
      'XL',
      { message: 'Size: choose one of the options' },
    ],
    [
      { key: 'a', label: 'Days', type: 'multiple_choice', options: ['Mon', 'Tue', 'Wed'] },
      ['Wed', 'Mon', 'Wed'],
      { value: ['Mon', 'Wed'] },
    ],
    [
      { key: 'a', label: 'Days', type: 'multiple_choice', options: ['Mon'] },
      ['Sun'],
      { message: 'Days: choose among the options' },
    ],
    [
      { key: 'a', label: 'Days', type: 'multiple_choice', options: ['Mon'], required: true },
      [],
      { message: 'Days is required' },
    ],
    [{ key: 'a', label: 'I agree', type: 'checkbox', required: true }, true, { value: true }],
    [{ key: 'a', label: 'I agree', type: 'checkbox', required: true }, false, { message: 'I agree must be ticked' }],
    [{ key: 'a', label: 'I agree', type: 'checkbox' }, undefined, { value: false }],
    [{ key: 'a', label: 'I agree', type: 'checkbox' }, 'yes', { message: 'I agree must be yes or no' }],
    [{ key: 'a', label: 'E-mail', type: 'email' }, ' a@b.co ', { value: 'a@b.co' }],
    [{ key: 'a', label: 'E-mail', type: 'email' }, 'a@b', { message: 'E-mail must be an e-mail address' }],
    [{ key: 'a', label: 'Phone', type: 'phone' }, '+1 (512) 555-0100', { value: '+1 (512) 555-0100' }],
    [{ key: 'a', label: 'Phone', type: 'phone' }, '555', { message: 'Phone must be a phone number' }],
    [{ key: 'a', label: 'Phone', type: 'phone' }, '555-CALL-NOW', { message: 'Phone must be a phone number' }],
  ];
  it.each(cases)('%o answered %o', (f, raw, expected) => {
    const r = checkAnswer(field(f), raw);
    expect(r).toEqual(
      'value' in expected ? { ok: true, value: expected.value } : { ok: false, message: expected.message },
    );
  });
});

/* Generated definitions: each field with a valid answer and an invalid one of its type. */
const label = fc.stringMatching(/^[A-Z][a-z]{1,10}$/);
const fieldArb: fc.Arbitrary<Omit<FormFieldInput, 'key'>> = fc.oneof(
  fc.record({ type: fc.constant('short_text' as const), label, required: fc.boolean() }),
  fc.record({ type: fc.constant('long_text' as const), label, required: fc.boolean() }),
  fc.record({
    type: fc.constant('number' as const),
    label,
    required: fc.boolean(),
    min: fc.integer({ min: -100, max: 0 }),
    max: fc.integer({ min: 1, max: 100 }),
    integer: fc.boolean(),
  }),
  fc.record({ type: fc.constant('date' as const), label, required: fc.boolean() }),
  fc.record({
    type: fc.constant('single_choice' as const),
    label,
    required: fc.boolean(),
    options: fc.uniqueArray(label, { minLength: 1, maxLength: 5 }),
  }),
  fc.record({
    type: fc.constant('multiple_choice' as const),
    label,
    required: fc.boolean(),
    options: fc.uniqueArray(label, { minLength: 1, maxLength: 5 }),
  }),
  fc.record({ type: fc.constant('checkbox' as const), label, required: fc.boolean() }),
  fc.record({ type: fc.constant('email' as const), label, required: fc.boolean() }),
  fc.record({ type: fc.constant('phone' as const), label, required: fc.boolean() }),
);
const definitionArb = fc
  .array(fc.array(fieldArb, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 })
  .map((sections) => {
    let n = 0;
    return formDefinitionSchema.parse({
      sections: sections.map((fields) => ({ fields: fields.map((f) => ({ ...f, key: `f${n++}` }) as FormFieldInput) })),
    });
  });

function validAnswer(f: FormField): unknown {
  switch (f.type) {
    case 'short_text':
    case 'long_text':
      return `${f.label} answer`;
    case 'number':
      return f.max ?? 1;
    case 'date':
      return '2026-11-02';
    case 'single_choice':
      return f.options[0];
    case 'multiple_choice':
      return [...f.options].reverse();
    case 'checkbox':
      return true;
    case 'email':
      return 'someone@example.com';
    case 'phone':
      return '+1 512 555 0100';
  }
}

describe('the answers validator of any definition', () => {
  it('passes a valid answer to every field and returns the stored answers', () => {
    fc.assert(
      fc.property(definitionArb, (d) => {
        const answers = Object.fromEntries(formFields(d).map((f) => [f.key, validAnswer(f)]));
        const r = formAnswersSchema(d).safeParse({ ...answers, not_a_field: 'dropped' });
        expect(r.success).toBe(true);
        expect(Object.keys(r.data!).sort()).toEqual(
          formFields(d)
            .map((f) => f.key)
            .sort(),
        );
        for (const f of formFields(d)) {
          if (f.type === 'multiple_choice') expect(r.data![f.key]).toEqual(f.options);
          else expect(r.data![f.key]).toEqual(validAnswer(f));
        }
      }),
    );
  });

  it('refuses exactly the required fields left empty, each by its label; optional ones are stored empty', () => {
    fc.assert(
      fc.property(definitionArb, (d) => {
        const errors = formAnswerErrors(d, {});
        const required = formFields(d).filter((f) => f.required);
        expect(Object.keys(errors).sort()).toEqual(required.map((f) => f.key).sort());
        for (const f of required)
          expect(errors[f.key]).toMatch(new RegExp(`^${f.label} (is required|must be ticked)$`));
        if (required.length === 0) {
          const r = formAnswersSchema(d).parse({});
          for (const f of formFields(d)) expect(r[f.key]).toEqual(f.type === 'checkbox' ? false : null);
        }
      }),
    );
  });

  it('refuses a wrong-typed answer to any field with a message naming it', () => {
    fc.assert(
      fc.property(definitionArb, fc.nat(), (d, pick) => {
        const fields = formFields(d);
        const f = fields[pick % fields.length]!;
        const answers = Object.fromEntries(fields.map((x) => [x.key, validAnswer(x)]));
        answers[f.key] =
          f.type === 'checkbox' ? 'maybe' : f.type === 'multiple_choice' ? 'not a list' : { an: 'object' };
        const errors = formAnswerErrors(d, answers);
        expect(Object.keys(errors)).toEqual([f.key]);
        expect(errors[f.key]).toContain(f.label);
      }),
    );
  });
});

describe('a field keyed like an inherited property', () => {
  it('is refused by the schema, never made from a label, and never read from the prototype', () => {
    const r = formDefinitionSchema.safeParse({
      sections: [{ fields: [{ key: 'constructor', label: 'Constructor', type: 'short_text' }] }],
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe('This key is reserved: choose another');
    expect(fieldKeyFor('Constructor', new Set())).toBe('constructor_2');
    // Answers are read as given: an inherited `constructor` is no answer to a field of that key.
    const d = def([{ key: 'builder', label: 'Builder', type: 'short_text', required: true }]);
    expect(formAnswerErrors(d, JSON.parse('{"constructor": "x"}') as Record<string, unknown>)).toEqual({
      builder: expect.any(String),
    });
  });
});

describe('fieldKeyFor', () => {
  it('makes a key from the label, unique among the taken ones', () => {
    expect(fieldKeyFor('Emergency contact: name', new Set())).toBe('emergency_contact_name');
    expect(fieldKeyFor('Phone', new Set(['phone', 'phone_2']))).toBe('phone_3');
    expect(fieldKeyFor('2nd phone', new Set())).toBe('f_2nd_phone');
    expect(fieldKeyFor('¿?', new Set())).toBe('field');
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(fieldKeyFor(s, new Set())).toMatch(/^[a-z][a-z0-9_]{0,39}$/);
      }),
    );
  });
});
