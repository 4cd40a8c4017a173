/**
 * Accounting integrations (issue 17, decision 0091): Acme's owner connects the sandbox QuickBooks from
 * /integrations (its consent page, back to /accounting_auth), syncs the chart of accounts, maps the
 * account left unmapped by her default codes, exports, and sees the invoice's entry in the export log —
 * and in the sandbox company's journal, where every entry balances.
 */
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/a11y';
import { apiLogin, startSession } from '../support/auth';

/** Her default account codes for every kind but receivables, which she maps by hand. */
const DEFAULTS = {
  revenue_eor: '4000',
  revenue_self_employer: '4100',
  sales_tax_payable: '2100',
  cash: '1000',
  payroll_expense: '5000',
  payroll_tax_expense: '5100',
  payroll_tax_liabilities: '2200',
  deductions_payable: '2300',
  distributions_payable: '2400',
};

const cents = (v: string) => Math.round(Number(v) * 100);

test('an accounting export produces balanced entries in the sandbox QuickBooks', async ({ page }) => {
  const authorization = await apiLogin(page.request, 'partner@demo.test');
  const saved = await page.request.put('/v2/accounting_default_configs', {
    headers: { authorization },
    data: { defaults: Object.entries(DEFAULTS).map(([kind, account_code]) => ({ kind, account_code })) },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await startSession(page, authorization);

  // 1. Connect: the card's Connect, the sandbox's consent page, back to /accounting_auth.
  await page.goto('/integrations');
  const card = page.getByLabel('QuickBooks Online');
  await expect(card.getByText('Not connected')).toBeVisible();
  await card.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('heading', { name: /QuickBooks Online sandbox/ })).toBeVisible();
  await page.getByRole('link', { name: 'Authorize' }).click();
  await expect(page).toHaveURL(/\/accounting_auth$/);
  await expect(page.getByText('QuickBooks Online connected')).toBeVisible();
  await page.getByRole('link', { name: 'Open QuickBooks Online' }).click();

  // 2. Sync the chart: her default codes map every kind but receivables.
  await expect(page.getByRole('heading', { name: 'QuickBooks Online', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Sync accounts' }).click();
  await expect(page.getByText('Synced 13 accounts')).toBeVisible();
  await expect(page.getByLabel('Mapped')).toHaveText('9 of 10');
  expect(await seriousViolations(page)).toEqual([]);
  const detailUrl = page.url();

  // 3. Map receivables by hand.
  await page.getByRole('link', { name: 'Mappings' }).click();
  const receivables = page.getByRole('combobox', { name: 'Accounts receivable' });
  await expect(page.getByRole('combobox', { name: 'Cash (operating bank)' })).toHaveValue(
    '1000 · Operating Bank Account',
  );
  await receivables.click();
  await page.getByRole('option', { name: '1200 · Accounts Receivable' }).click();
  await page.getByRole('button', { name: 'Save mappings' }).click();
  await expect(page.getByText('Mappings saved')).toBeVisible();

  // 4. Export now: every entry posted, none failed; the invoice's entry is in the log.
  await page.goto(detailUrl);
  await page.getByRole('button', { name: 'Export now' }).click();
  await expect(page.getByText(/Export done: \d+ exported, 0 failed/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('cell', { name: /Invoice \(issued\)/ }).first()).toBeVisible();
  await expect(page.getByLabel('Failed')).toHaveText('0');

  // 5. The sandbox company's journal: one entry per export record, each balanced.
  const integrations = await page.request.get('/v2/integrations', { headers: { authorization } });
  const connectionId = ((await integrations.json()).data.connectors as { id: string; connection_id: string }[]).find(
    (c) => c.id === 'quickbooks',
  )!.connection_id;
  const connection = (
    await (await page.request.get(`/v2/integrations/accounting/${connectionId}`, { headers: { authorization } })).json()
  ).data as { company_ref: string; export_counts: { exported: number } };
  const journal = (await (
    await page.request.get(`/sandbox/accounting/companies/${connection.company_ref}/journal`)
  ).json()) as {
    data: { reference: string; lines: { debit: string; credit: string }[] }[];
  };
  expect(journal.data.length).toBe(connection.export_counts.exported);
  expect(journal.data.some((e) => e.reference.startsWith('I'))).toBe(true);
  for (const entry of journal.data) {
    const debit = entry.lines.reduce((s, l) => s + cents(l.debit), 0);
    const credit = entry.lines.reduce((s, l) => s + cents(l.credit), 0);
    expect(debit, entry.reference).toBe(credit);
  }
});
