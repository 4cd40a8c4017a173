import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TimesheetUploadDetail, TimesheetUploadRow } from '@app/domain';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../../lib/auth/token-store';
import { makeUser } from '../../../test/factories';
import { jsonResponse, listAnswer, stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { signedInClient } from '../../../test/session';
import { TimesheetUploadsPage } from './timesheet-uploads-page';

const values = (over: Partial<TimesheetUploadRow['values']>): TimesheetUploadRow['values'] => ({
  contractor_email: 'contractor@demo.test',
  assignment_id: '',
  date: '2026-03-16',
  time_start: '09:00',
  time_end: '17:00',
  break_minutes: '0',
  type: 'regular',
  project_code: 'UPL-1',
  task: '',
  ...over,
});

const UPLOAD: TimesheetUploadDetail = {
  id: 'up1',
  file_name: 'week.csv',
  status: 'previewed',
  total_rows: 2,
  valid_rows: 1,
  invalid_rows: 1,
  imported_rows: 0,
  partner: { id: 'p1', name: 'Acme Staffing' },
  client: null,
  uploaded_by: { id: 'u1', name: 'Paula Partner' },
  created_at: '2026-03-23T10:00:00.000Z',
  imported_at: null,
  rows: [
    { line: 2, values: values({}), errors: [], contractor_name: 'Casey Contractor', shift: null, timesheet_id: null },
    {
      line: 3,
      values: values({ time_start: '9am' }),
      errors: [{ loc: ['time_start'], msg: 'Enter a time as HH:MM' }],
      contractor_name: null,
      shift: null,
      timesheet_id: null,
    },
  ],
};

function renderAt(path: string) {
  const user = makeUser({ user_type: 'partner', links: ['/timesheet_uploads'] });
  const fetchMock = stubApi(user, (u, init) => {
    if (u.pathname === '/v2/timesheet_uploads' && (init?.method ?? 'GET') === 'GET') return listAnswer([UPLOAD]);
    if (u.pathname === '/v2/timesheet_uploads') return jsonResponse({ data: UPLOAD }, 201);
    if (u.pathname === '/v2/timesheet_uploads/up1') return jsonResponse({ data: UPLOAD });
    if (u.pathname === '/v2/timesheet_uploads/up1/import')
      return jsonResponse({
        data: {
          ...UPLOAD,
          status: 'partially_imported',
          imported_rows: 1,
          rows: [{ ...UPLOAD.rows[0]!, timesheet_id: 't1' }, UPLOAD.rows[1]!],
        },
      });
    return undefined;
  });
  renderWithProviders(
    <Routes>
      <Route path="/timesheet_uploads/:id?" element={<TimesheetUploadsPage />} />
    </Routes>,
    { path, client: signedInClient(user) },
  );
  return fetchMock;
}

describe('/timesheet_uploads', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
  });

  it('lists past uploads and sends a pasted file for a preview, then opens it', async () => {
    const fetchMock = renderAt('/timesheet_uploads');
    expect(await screen.findByText('week.csv', {}, { timeout: 3000 })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Or paste the CSV'), 'date,time_start');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('table', { name: 'Upload preview' }, { timeout: 3000 })).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ csv: 'date,time_start', file_name: 'pasted.csv' });
  });

  it('marks the failing cell, refuses "Import all" and imports the valid rows once confirmed', async () => {
    const fetchMock = renderAt('/timesheet_uploads/up1');
    const table = await screen.findByRole('table', { name: 'Upload preview' }, { timeout: 3000 });
    expect(within(table).getByText('time_start: Enter a time as HH:MM')).toBeInTheDocument();
    expect(within(table).getByText('9am')).toHaveAttribute('data-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Import all' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Import valid rows only (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import timesheets' });
    expect(within(dialog).getByText(/The 1 row with errors is skipped/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 1 row' }));
    expect(await screen.findByText('Imported', {}, { timeout: 3000 })).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/v2/timesheet_uploads/up1/import'))!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ only_valid: true });
  });
});
