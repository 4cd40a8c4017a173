/**
 * A consumption's timesheet: its entry in the timesheet list (that contractor, that day), the link the
 * invoice trace and the ledger give a source (the list filters by contractor and date range).
 */
export const timesheetLinkOf = (t: { date: string; contractor: { id: string } }) =>
  `/timesheets?contractor_id=${t.contractor.id}&date_from=${t.date}&date_to=${t.date}`;
