/**
 * Reading the server-side lists (DataList on mantine-datatable) as a user sees them: the filter
 * bar is a search landmark, the table a table with column headers, each record a body row.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The filter bar of a list: `<Group role="search" aria-label="Filter {noun}">`. */
export const filterBar = (page: Page, noun: string): Locator => page.getByRole('search', { name: `Filter ${noun}` });

export const dataTable = (page: Page): Locator => page.getByRole('table');

/** The records shown (body rows; the header row is not one). */
export const bodyRows = (page: Page): Locator => dataTable(page).locator('tbody').getByRole('row');

/**
 * Waits until the list is not fetching (the table's wrapper carries aria-busy while it loads). The
 * table itself must be there first: the datatable's chunk loads with the page, and before it arrives
 * there is no busy wrapper to wait for, so "nothing busy" would pass while the rows are still loading.
 */
export async function listSettled(page: Page) {
  await expect(dataTable(page).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]').filter({ has: dataTable(page) })).toHaveCount(0);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A column's header cell, by its visible title. (Its accessible name also carries the column
 * toggle and, when sortable, the sort state; a sortable header is exposed as a button.)
 */
export const columnHeader = (page: Page, title: string): Locator =>
  dataTable(page)
    .locator('thead th')
    .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(title)}\\s*$`) });

/** Sorts by a column as a user does: a click on its title. */
export async function clickColumnTitle(page: Page, title: string) {
  await columnHeader(page, title).getByText(title, { exact: true }).click();
}

/** The text of one column in every shown record, in order, found by the column header's text. */
export async function columnTexts(page: Page, title: string): Promise<string[]> {
  const table = dataTable(page);
  await expect(columnHeader(page, title)).toHaveCount(1);
  return table.evaluate((el, wanted) => {
    const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
    const headers = [...el.querySelectorAll('thead tr:last-child th')];
    const index = headers.findIndex((th) => norm(th.textContent) === wanted);
    if (index < 0) throw new Error(`No column '${wanted}' in ${headers.map((h) => norm(h.textContent)).join(', ')}`);
    return [...el.querySelectorAll('tbody tr')].map((tr) => norm(tr.children[index]?.textContent));
  }, title);
}

/** Picks an option of a Mantine Select filter by its label, as a user does (open, click). */
export async function chooseOption(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
