/**
 * The SQL of deposit account prenotes (issue 13, decision 0067): which of a run's workers' US accounts a
 * run's NACHA file prenotes, their trace numbers, file and clearing day once written, the bank's answer to
 * them, a return file's prenote returns, and what a fallback check's account says.
 */
import { and, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bankAccounts, contractors, partners, paychecks, payrollTransfers, users } from '../../db/schema/index.js';

/**
 * The active US accounts not prenoted yet of the workers the run pays in US dollars, locked: a file writing
 * them waits for another run's file that is prenoting the same account, then finds it prenoted.
 */
export async function accountsToPrenote(tx: DbOrTx, runId: string) {
  return tx
    .select({
      id: bankAccounts.id,
      accountType: bankAccounts.accountType,
      routingNumber: bankAccounts.routingNumber,
      accountNumberCiphertext: bankAccounts.accountNumberCiphertext,
      name: bankAccounts.accountHolder,
    })
    .from(bankAccounts)
    .where(
      and(
        isNull(bankAccounts.retiredAt),
        eq(bankAccounts.country, 'US'),
        eq(bankAccounts.prenoteStatus, 'none'),
        inArray(
          bankAccounts.userId,
          tx
            .select({ id: users.id })
            .from(users)
            .innerJoin(paychecks, eq(paychecks.contractorId, users.contractorId))
            .where(
              and(
                eq(paychecks.payrollRunId, runId),
                eq(paychecks.currency, 'USD'),
                isNull(paychecks.refusal),
                eq(paychecks.excluded, false),
              ),
            ),
        ),
      ),
    )
    .orderBy(bankAccounts.id)
    .for('update');
}

/** The prenotes a file carries: each account pending from the file's effective entry date, with its trace number. */
export async function markPrenotesSent(
  tx: DbOrTx,
  rows: readonly { accountId: string; traceNumber: string }[],
  values: { fileId: string; sentAt: Date; effectiveDate: string; clearsOn: string },
) {
  for (const r of rows) {
    await tx
      .update(bankAccounts)
      .set({
        prenoteStatus: 'pending',
        prenoteTraceNumber: r.traceNumber,
        prenoteFileId: values.fileId,
        prenoteSentAt: values.sentAt,
        prenoteEffectiveDate: values.effectiveDate,
        prenoteClearsOn: values.clearsOn,
      })
      .where(and(eq(bankAccounts.id, r.accountId), eq(bankAccounts.prenoteStatus, 'none')));
  }
}

/** The prenotes a file carried, with what the bank needs to answer them. */
export async function prenotesOfFile(db: DbOrTx, fileId: string) {
  return db
    .select({
      id: bankAccounts.id,
      traceNumber: bankAccounts.prenoteTraceNumber,
      accountNumberCiphertext: bankAccounts.accountNumberCiphertext,
    })
    .from(bankAccounts)
    .where(eq(bankAccounts.prenoteFileId, fileId))
    .orderBy(bankAccounts.id);
}

/** Pending prenotes whose clearing day has come, recorded cleared (the views read them so already). */
export async function markPrenotesCleared(tx: DbOrTx, accountIds: readonly string[], today: string) {
  if (accountIds.length === 0) return;
  await tx
    .update(bankAccounts)
    .set({ prenoteStatus: 'cleared' })
    .where(
      and(
        inArray(bankAccounts.id, [...accountIds]),
        eq(bankAccounts.prenoteStatus, 'pending'),
        lte(bankAccounts.prenoteClearsOn, today),
      ),
    );
}

/** The accounts whose prenote has this trace number (a re-entered account shares its original's), locked. */
export async function prenotesByTrace(tx: DbOrTx, traces: readonly string[]) {
  if (traces.length === 0) return [];
  return tx
    .select({
      id: bankAccounts.id,
      traceNumber: bankAccounts.prenoteTraceNumber,
      status: bankAccounts.prenoteStatus,
      returnCode: bankAccounts.prenoteReturnCode,
    })
    .from(bankAccounts)
    .where(inArray(bankAccounts.prenoteTraceNumber, [...traces]))
    .orderBy(bankAccounts.id)
    .for('update');
}

/** A returned prenote: its accounts failed with the bank's code (never deleted; nothing is paid to them). */
export async function failPrenote(tx: DbOrTx, traceNumber: string, returnCode: string, at: Date) {
  await tx
    .update(bankAccounts)
    // Told anew: the worker and the payroll staff are e-mailed about this return (prenote-return-mail.service.ts).
    .set({ prenoteStatus: 'failed', prenoteReturnCode: returnCode, prenoteReturnedAt: at, prenoteReturnMailedAt: null })
    .where(
      and(
        eq(bankAccounts.prenoteTraceNumber, traceNumber),
        sql`not (${bankAccounts.prenoteStatus} = 'failed' and ${bankAccounts.prenoteReturnCode} is not distinct from ${returnCode})`,
      ),
    );
}

/**
 * Live deposits the bank returned because their account cannot take entries (decision 0078; the caller
 * picks the codes): each one's account closed to deposits, once — the first such return's code stands and a
 * file read again changes nothing. Left untold: the worker and payroll staff are e-mailed by the mail job.
 */
export async function closeReturnedAccounts(
  tx: DbOrTx,
  returns: readonly { traceNumber: string; returnCode: string }[],
  at: Date,
) {
  if (returns.length === 0) return;
  const values = sql.join(
    returns.map((r) => sql`(${r.traceNumber}, ${r.returnCode}::text)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${bankAccounts} b
       set deposit_return_code = v.code, deposit_returned_at = ${at}, deposit_return_trace_number = v.trace,
           deposit_return_mailed_at = null
      from (values ${values}) as v(trace, code)
      join ${payrollTransfers} t on t.trace_number = v.trace
     where b.id = t.bank_account_id and b.deposit_return_code is null`);
}

/** What a fallback check's account says now: its last four and its prenote. */
export async function fallbackAccounts(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: bankAccounts.id,
      accountLast4: bankAccounts.accountLast4,
      prenoteStatus: bankAccounts.prenoteStatus,
      prenoteClearsOn: bankAccounts.prenoteClearsOn,
      prenoteReturnCode: bankAccounts.prenoteReturnCode,
      depositReturnCode: bankAccounts.depositReturnCode,
    })
    .from(bankAccounts)
    .where(inArray(bankAccounts.id, [...new Set(ids)]));
}

/**
 * The two returns an account's owner and payroll staff are told about: its prenote's (decision 0067) and a
 * live deposit's that closed it (decision 0078) — each with its own trace, code, moment and "told" mark.
 */
const RETURN_COLUMNS = {
  prenote: {
    trace: bankAccounts.prenoteTraceNumber,
    code: bankAccounts.prenoteReturnCode,
    at: bankAccounts.prenoteReturnedAt,
    mailedAt: bankAccounts.prenoteReturnMailedAt,
    returned: eq(bankAccounts.prenoteStatus, 'failed'),
  },
  deposit: {
    trace: bankAccounts.depositReturnTraceNumber,
    code: bankAccounts.depositReturnCode,
    at: bankAccounts.depositReturnedAt,
    mailedAt: bankAccounts.depositReturnMailedAt,
    returned: isNotNull(bankAccounts.depositReturnCode),
  },
} as const;
export type AccountReturnKind = keyof typeof RETURN_COLUMNS;

/**
 * Returns nobody was told about yet: the account's last four and code, its owner and employer — one per
 * return (trace number): an account re-entered shares its original's, so the active row stands for them
 * (else the latest).
 */
export async function accountReturnsToMail(db: DbOrTx, kind: AccountReturnKind) {
  const c = RETURN_COLUMNS[kind];
  const returned = sql`coalesce(${c.trace}, ${bankAccounts.id}::text)`;
  const rows = await db
    .selectDistinctOn([returned], {
      id: bankAccounts.id,
      traceNumber: c.trace,
      returnedAt: c.at,
      accountLast4: bankAccounts.accountLast4,
      returnCode: c.code,
      email: users.email,
      firstName: users.firstName,
      workerName: sql<string>`${contractors.firstName} || ' ' || ${contractors.lastName}`,
      partnerId: contractors.partnerId,
      selfEmployer: partners.selfEmployer,
    })
    .from(bankAccounts)
    .innerJoin(users, eq(users.id, bankAccounts.userId))
    .innerJoin(contractors, eq(contractors.id, users.contractorId))
    .innerJoin(partners, eq(partners.id, contractors.partnerId))
    .where(and(c.returned, isNotNull(c.at), isNull(c.mailedAt)))
    .orderBy(returned, sql`${bankAccounts.retiredAt} is not null`, desc(bankAccounts.createdAt), bankAccounts.id)
    .limit(500);
  return rows.sort(
    (a, b) =>
      (a.returnedAt?.getTime() ?? 0) - (b.returnedAt?.getTime() ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** The active platform admins and the active users of these partners: whom the policy picks from. */
export async function payrollStaffCandidates(db: DbOrTx, partnerIds: readonly string[]) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      role: users.role,
      isAdmin: users.isAdmin,
      partnerId: users.partnerId,
    })
    .from(users)
    .where(
      and(
        eq(users.active, true),
        partnerIds.length > 0
          ? or(eq(users.isAdmin, true), inArray(users.partnerId, [...partnerIds]))
          : eq(users.isAdmin, true),
      ),
    )
    .orderBy(users.id);
}

/**
 * Marks returns told — every row sharing each one's trace number, so a re-entered account is not told
 * again (a return already marked keeps its first moment).
 */
export async function markAccountReturnsMailed(
  db: DbOrTx,
  kind: AccountReturnKind,
  told: readonly { id: string; traceNumber: string | null }[],
  at: Date,
) {
  if (told.length === 0) return 0;
  const c = RETURN_COLUMNS[kind];
  const ids = told.map((r) => r.id);
  const traces = told.flatMap((r) => (r.traceNumber ? [r.traceNumber] : []));
  const rows = await db
    .update(bankAccounts)
    .set(kind === 'prenote' ? { prenoteReturnMailedAt: at } : { depositReturnMailedAt: at })
    .where(
      and(
        traces.length > 0 ? or(inArray(bankAccounts.id, ids), inArray(c.trace, traces)) : inArray(bankAccounts.id, ids),
        isNull(c.mailedAt),
      ),
    )
    .returning({ id: bankAccounts.id });
  return rows.length;
}
