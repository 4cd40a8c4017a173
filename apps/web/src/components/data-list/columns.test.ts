import { describe, expect, it } from 'vitest';
import type { AccessSubject } from '@app/domain';
import { hiddenByDefault, visibleColumns, type DataListColumn } from './columns';

interface Row {
  id: string;
  name: string;
  amount: string;
}
const columns: DataListColumn<Row>[] = [
  { accessor: 'id', title: 'ID', adminOnly: true },
  { accessor: 'name', title: 'Name' },
  { accessor: 'amount', title: 'Amount' },
];
const admin = { userType: 'admin' } as AccessSubject;

describe('list column defaults', () => {
  it('hides the 36-character record id until the user shows it, and leads with what identifies a row', () => {
    const shown = visibleColumns(columns, admin);
    expect(shown.map((c) => [c.accessor, c.defaultToggle, c.toggleable])).toEqual([
      ['id', false, true],
      ['name', true, true],
      ['amount', true, true],
    ]);
    // What "Reset columns" stores: the id hidden again, not nothing hidden.
    expect(hiddenByDefault(shown)).toEqual(['id']);
  });

  it('keeps a column that says otherwise', () => {
    const shown = visibleColumns([{ ...columns[0]!, defaultToggle: true }, columns[1]!], admin);
    expect(hiddenByDefault(shown)).toEqual([]);
  });
});
