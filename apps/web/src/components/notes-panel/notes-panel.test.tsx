import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NoteView } from '@app/domain';
import { jsonResponse, lastBody, listAnswer, requestsTo, stubApi } from '../../test/fetch-stub';
import { makeUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { NotesPanel } from './notes-panel';

const note = (over: Partial<NoteView> = {}): NoteView => ({
  id: 'n1',
  subject_type: 'contractor',
  subject_id: 'k1',
  subject_name: 'Casey Contractor',
  body: 'Prefers morning shifts.',
  author: { id: 'u1', name: 'Rita Recruiter' },
  created_at: '2027-04-01T12:00:00.000Z',
  updated_at: null,
  archived_at: null,
  can_edit: false,
  can_archive: true,
  ...over,
});

describe('NotesPanel', () => {
  it("lists the record's notes, adds one, and archives only after asking", async () => {
    const archived: string[] = [];
    const fetchMock = stubApi(makeUser({ user_type: 'partner' }), (url, init) => {
      if (url.pathname === '/v2/notes' && init?.method === 'POST')
        return jsonResponse({ data: note({ id: 'n2' }) }, 201);
      if (url.pathname === '/v2/notes') return listAnswer([note()]);
      if (url.pathname === '/v2/notes/n1/archive') {
        archived.push('n1');
        return jsonResponse({ data: note({ archived_at: '2027-04-01T13:00:00Z', can_archive: false }) });
      }
      return undefined;
    });
    renderWithProviders(<NotesPanel subjectType="contractor" subjectId="k1" />);
    const item = await screen.findByTestId('note');
    expect(item).toHaveTextContent('Prefers morning shifts.');
    expect(item).toHaveTextContent('Rita Recruiter');
    expect(within(item).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    const [listed] = requestsTo(fetchMock, '/v2/notes');
    expect(listed!.searchParams.get('subject_type')).toBe('contractor');
    expect(listed!.searchParams.get('subject_id')).toBe('k1');

    await userEvent.type(screen.getByLabelText('New note'), 'Called about the extension.');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(lastBody(fetchMock, 'POST', '/v2/notes')).toEqual({
        subject_type: 'contractor',
        subject_id: 'k1',
        body: 'Called about the extension.',
      }),
    );

    await userEvent.click(within(item).getByRole('button', { name: 'Archive' }));
    expect(archived).toEqual([]);
    const dialog = await screen.findByRole('dialog', { name: 'Archive this note?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(archived).toEqual(['n1']));
  });
});
