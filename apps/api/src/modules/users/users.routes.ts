/** Admin's user list (/admin/users): the list convention with filters, sorting and CSV. */
import { and, asc, count, desc, eq, ilike, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES, USER_TYPES, type AdminUserRow, type UserType } from '@app/domain';
import { users } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/sql.js';
import { listQuerySchema, pageOf, sendList, sortOf } from '../../lib/list.js';
import { userTypeOf } from './principal.js';

const query = listQuerySchema(['email', 'first_name', 'last_name', 'created_at'], {
  search: z.string().trim().max(100).optional(),
  user_type: z.enum(USER_TYPES).optional(),
  role: z.enum(ROLES).optional(),
  active: z.enum(['true', 'false']).optional(),
});

const TYPE_FILTER: Record<UserType, SQL> = {
  admin: eq(users.isAdmin, true),
  eor: isNotNull(users.eorId),
  partner: isNotNull(users.partnerId),
  sales_partner: isNotNull(users.salesPartnerId),
  client: isNotNull(users.clientId),
  contractor: isNotNull(users.contractorId),
};
const SORT_COLUMNS = {
  email: users.email,
  first_name: users.firstName,
  last_name: users.lastName,
  created_at: users.createdAt,
} as const;

export async function usersRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v2/users',
    {
      config: { access: { userTypes: ['admin'], link: '/admin/users' } },
      schema: { querystring: query, tags: ['users'] },
    },
    async (req, reply) => {
      const q = req.query;
      const text = sql`${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}`;
      const where = and(
        q.search ? ilike(text, containsPattern(q.search)) : undefined,
        q.user_type ? TYPE_FILTER[q.user_type] : undefined,
        q.role ? eq(users.role, q.role) : undefined,
        q.active ? eq(users.active, q.active === 'true') : undefined,
      );
      const sort = sortOf(q, 'email');
      const col = SORT_COLUMNS[sort.column as keyof typeof SORT_COLUMNS];
      const { limit, offset } = pageOf(q);
      const found = await app.deps.db
        .select()
        .from(users)
        .where(where)
        .orderBy(sort.desc ? desc(col) : asc(col))
        .limit(limit)
        .offset(offset);
      const [total] = await app.deps.db.select({ n: count() }).from(users).where(where);
      const rows = found.map((u): AdminUserRow => ({
        id: u.id,
        email: u.email,
        first_name: u.firstName,
        last_name: u.lastName,
        user_type: userTypeOf(u),
        role: u.role,
        active: u.active,
        requires_two_factor: u.requiresTwoFactor,
        created_at: u.createdAt.toISOString(),
      }));
      return sendList(
        reply,
        q,
        { rows, total: total?.n ?? 0 },
        {
          filename: 'users',
          columns: [
            { header: 'Email', value: (r) => r.email },
            { header: 'First name', value: (r) => r.first_name },
            { header: 'Last name', value: (r) => r.last_name },
            { header: 'User type', value: (r) => r.user_type },
            { header: 'Role', value: (r) => r.role },
            { header: 'Active', value: (r) => r.active },
            { header: 'Created', value: (r) => r.created_at },
          ],
        },
      );
    },
  );
}
