/** The owner user a new partner or sales partner invites, inserted in the organization's create transaction. */
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export async function insertOwnerUser(
  db: DbOrTx,
  person: { email: string; firstName: string; lastName: string },
  organization: { partnerId: string } | { salesPartnerId: string },
) {
  const [owner] = await db
    .insert(users)
    .values({ ...person, role: 'owner', ...organization })
    .returning({ id: users.id, email: users.email });
  return owner;
}
