import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent, FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/errors';
import { useFormState } from './use-form-state';

interface Values {
  name: string;
  notes: string;
  active: boolean;
}

const submitEvent = { preventDefault: () => undefined } as FormEvent;
const typed = (value: string) => ({ currentTarget: { value } }) as ChangeEvent<HTMLInputElement>;
const ticked = (checked: boolean) => ({ currentTarget: { checked } }) as ChangeEvent<HTMLInputElement>;

/** A form whose save answers 422 naming every field, so each starts with a server error beside it. */
function renderRefusedForm() {
  const refusal = new ApiError(422, {
    detail: [
      { loc: ['body', 'name'], msg: 'Name is taken' },
      { loc: ['body', 'notes'], msg: 'Notes are too long' },
      { loc: ['body', 'active'], msg: 'Cannot deactivate' },
    ],
  });
  return renderHook(() =>
    useFormState<Values, Values>({
      initial: () => ({ name: 'Acme', notes: '', active: true }),
      check: (values) => ({ body: values, errors: null }),
      save: () => Promise.reject(refusal),
      fieldKeys: ['name', 'notes', 'active'],
    }),
  );
}

describe('useFormState field()', () => {
  it("binds a text field in getInputProps' shape: its value and its server error", async () => {
    const { result } = renderRefusedForm();
    expect(result.current.field('name')).toMatchObject({ value: 'Acme', error: null });

    await act(() => result.current.submit(submitEvent));
    expect(result.current.field('name')).toMatchObject({ value: 'Acme', error: 'Name is taken' });
  });

  it("a change event sets the value and clears that field's server error only", async () => {
    const { result } = renderRefusedForm();
    await act(() => result.current.submit(submitEvent));

    act(() => result.current.field('name').onChange(typed('Acme Corp')));

    expect(result.current.values.name).toBe('Acme Corp');
    expect(result.current.field('name').error).toBeNull();
    expect(result.current.field('notes').error).toBe('Notes are too long');
  });

  it('takes the new text itself as well as an event (as Mantine does)', () => {
    const { result } = renderRefusedForm();
    act(() => result.current.field('notes').onChange('Pays net 30'));
    expect(result.current.field('notes').value).toBe('Pays net 30');
  });

  it("binds a checkbox by `checked`, and ticking it clears the field's server error", async () => {
    const { result } = renderRefusedForm();
    await act(() => result.current.submit(submitEvent));
    expect(result.current.field('active', { type: 'checkbox' })).toMatchObject({
      checked: true,
      error: 'Cannot deactivate',
    });

    act(() => result.current.field('active', { type: 'checkbox' }).onChange(ticked(false)));

    expect(result.current.values.active).toBe(false);
    expect(result.current.field('active', { type: 'checkbox' })).toMatchObject({ checked: false, error: null });
    expect(result.current.field('name').error).toBe('Name is taken');
  });

  it("shows the check's error once the user has tried to submit", async () => {
    const { result } = renderHook(() =>
      useFormState<Values, Values>({
        initial: () => ({ name: '', notes: '', active: false }),
        check: (values) =>
          values.name ? { body: values, errors: null } : { body: null, errors: { name: 'Enter a name' } },
        save: () => Promise.resolve(),
        fieldKeys: ['name'],
      }),
    );
    expect(result.current.field('name').error).toBeNull();
    await act(() => result.current.submit(submitEvent));
    expect(result.current.field('name').error).toBe('Enter a name');
  });
});
