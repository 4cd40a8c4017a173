/** The SQL of templates (agreement and document) and their versions, through the caller's template scope. */
import { and, desc, eq, ilike, isNotNull, isNull, max, sql, type SQL } from 'drizzle-orm';
import type { TemplateKind } from '@app/domain';
import type { DbOrTx, Tx } from '../../db/client.js';
import { agreementTemplates, agreementTemplateVersions, partners, users } from '../../db/schema/index.js';
import { keysetOf, type KeyMap } from '../../lib/keyset.js';
import { keysetList, matchingRows, type ListRequest } from '../../lib/list-page.js';
import type { Principal } from '../../lib/principal.js';
import { templateScope } from './agreements.scope.js';

const t = agreementTemplates;
const v = agreementTemplateVersions;

/** The template's newest version (its current text). */
const currentVersion = sql`${v.version} = (select max(cv.version) from agreement_template_versions cv where cv.template_id = ${t.id})`;

const select = <E extends Record<string, SQL> = Record<never, SQL>>(db: DbOrTx, extra = {} as E) =>
  db
    .select({ template: t, partnerName: partners.name, version: v.version, body: v.body, ...extra })
    .from(t)
    .innerJoin(v, and(eq(v.templateId, t.id), currentVersion))
    .leftJoin(partners, eq(partners.id, t.partnerId));
export type TemplateRow = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

export interface TemplateFilter extends ListRequest {
  owner?: 'platform' | 'partner' | undefined;
  partnerId?: string | undefined;
  category?: string | undefined;
  archived?: boolean | undefined;
  search?: string | undefined;
}

const SORTS: KeyMap = { name: t.name, updated_at: t.updatedAt, created_at: t.createdAt };

export function listTemplates<V>(
  db: DbOrTx,
  p: Principal,
  kind: TemplateKind,
  f: TemplateFilter,
  view: (r: TemplateRow) => V,
) {
  const where = and(
    eq(t.kind, kind),
    templateScope(p),
    f.owner === 'platform' ? isNull(t.partnerId) : f.owner === 'partner' ? isNotNull(t.partnerId) : undefined,
    f.partnerId ? eq(t.partnerId, f.partnerId) : undefined,
    f.category ? eq(t.category, f.category as TemplateRow['template']['category']) : undefined,
    f.archived === undefined ? undefined : f.archived ? isNotNull(t.archivedAt) : isNull(t.archivedAt),
    f.search ? ilike(t.name, `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  );
  return keysetList(db, {
    select: (listKey) => select(db, { listKey }).$dynamic(),
    where,
    matching: matchingRows(db, t, where),
    keyset: keysetOf(SORTS, f.sort, 'name', [t.id]),
    request: f,
    view,
  });
}

export async function findVisibleTemplate(db: DbOrTx, p: Principal, kind: TemplateKind, id: string) {
  const [row] = await select(db)
    .where(and(eq(t.id, id), eq(t.kind, kind), templateScope(p)))
    .limit(1);
  return row;
}

export function versionsOf(db: DbOrTx, templateId: string) {
  return db
    .select({ version: v, by: { id: users.id, firstName: users.firstName, lastName: users.lastName } })
    .from(v)
    .leftJoin(users, eq(users.id, v.createdBy))
    .where(eq(v.templateId, templateId))
    .orderBy(desc(v.version));
}

export async function insertTemplate(db: DbOrTx, values: typeof t.$inferInsert): Promise<string> {
  const [row] = await db.insert(t).values(values).returning({ id: t.id });
  return row!.id;
}

/** The template row under its lock: two new versions of one template never take the same number. */
export async function lockTemplate(tx: Tx, id: string) {
  const [row] = await tx.select().from(t).where(eq(t.id, id)).for('update');
  return row;
}

export async function insertVersion(tx: DbOrTx, values: Omit<typeof v.$inferInsert, 'version'>) {
  const [last] = await tx
    .select({ n: max(v.version) })
    .from(v)
    .where(eq(v.templateId, values.templateId));
  const version = (last?.n ?? 0) + 1;
  const [row] = await tx
    .insert(v)
    .values({ ...values, version })
    .returning();
  return row!;
}

export async function updateTemplateColumns(
  tx: DbOrTx,
  id: string,
  values: Partial<
    Pick<typeof t.$inferInsert, 'name' | 'category' | 'requiresCountersignature' | 'archivedAt' | 'updatedAt'>
  >,
): Promise<void> {
  await tx.update(t).set(values).where(eq(t.id, id));
}

/** The current version of a template by id, whatever the caller (the agreements service scopes first). */
export async function currentVersionOf(db: DbOrTx, templateId: string) {
  const [row] = await db
    .select({ template: t, version: v })
    .from(t)
    .innerJoin(v, and(eq(v.templateId, t.id), currentVersion))
    .where(eq(t.id, templateId));
  return row;
}

/** The platform template of an onboarding click-through with its current version (decision 0084), if seeded. */
export async function onboardingTemplateOf(db: DbOrTx, key: string) {
  const [row] = await db
    .select({ template: t, version: v })
    .from(t)
    .innerJoin(v, and(eq(v.templateId, t.id), currentVersion))
    .where(eq(t.onboardingKey, key));
  return row;
}

/**
 * Seeds the template of an onboarding click-through unless one is there: answers its id when this call
 * inserted it (its first version is then the caller's to add), nothing when another already had.
 */
export async function insertOnboardingTemplate(db: DbOrTx, values: typeof t.$inferInsert) {
  const [row] = await db
    .insert(t)
    .values(values)
    .onConflictDoNothing({ target: t.onboardingKey, where: sql`${t.onboardingKey} is not null` })
    .returning({ id: t.id });
  return row?.id;
}
