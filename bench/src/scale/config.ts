/**
 * The scale data set's shape and where it lives, shared by the generator, the baseline and the run. The sizes
 * are the ("a million timesheets"): 50 partners, 10,010 contractors, 100 weekday entries each over
 * a two-year window. Every id is derived from a row number (md5 of a label), so each SQL step can refer to
 * another step's rows without reading them back.
 */
export const SCALE_DB = process.env.BENCH_SCALE_DB ?? 'bench_scale';
const SERVER = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
export const serverUrl = (db: string) => `${SERVER}/${db}`;
export const SCALE_URL = serverUrl(SCALE_DB);

export const SIZE = {
  partners: 50,
  clientsPerPartner: 6,
  contractors: 10_010,
  /** Weeks each contractor's assignment runs (five weekday entries a week). */
  weeksPerAssignment: 20,
  /** The window, in weeks, the assignments' starts spread over (so the data covers about two years). */
  windowWeeks: 104,
  /** One expense every this many worked weeks. */
  expenseEveryWeeks: 4,
} as const;

export const clientCount = SIZE.partners * SIZE.clientsPerPartner;
export const timesheetCount = SIZE.contractors * SIZE.weeksPerAssignment * 5;

/**
 * The Monday that starts the window: 104 weeks before the demo seed's last week (2026-11-16), so the
 * generated time ends where the demo's does and sorts next to it.
 */
export const WINDOW_START = '2024-11-25';

/** The demo seed's password, which every generated user shares (its hash is copied from the demo admin). */
export const PASSWORD = 'demo-password';
export const ADMIN_EMAIL = 'admin@demo.test';
/** Partner owner n (1-based) of the generated partners. */
export const ownerEmail = (n: number) => `owner${String(n).padStart(2, '0')}@scale.test`;
