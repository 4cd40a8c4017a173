/**
 * The signed-in user's own name. The e-mail is read-only here (changing it needs a pending-address
 * flow the schema does not have yet; see docs/decisions/0016). A change is audited in its transaction.
 */
import type { Profile, ProfileUpdate } from '@app/domain';
import type { Db } from '../../db/client.js';
import { auditAs } from '../../lib/audit.js';
import { notFound } from '../../lib/errors.js';
import type { Principal, UserRow } from '../../lib/principal.js';
import { findUserById } from '../users/users.service.js';
import { updateUserName } from './profile.repository.js';

const toProfile = (u: UserRow): Profile => ({
  id: u.id,
  email: u.email,
  first_name: u.firstName,
  last_name: u.lastName,
  email_confirmed: u.emailConfirmedAt !== null,
});

export async function profileOf(db: Db, p: Principal): Promise<Profile> {
  const user = await findUserById(db, p.userId);
  if (!user) throw notFound();
  return toProfile(user);
}

export async function updateProfile(db: Db, p: Principal, body: ProfileUpdate, ip: string): Promise<Profile> {
  const row = await db.transaction(async (tx) => {
    const updated = await updateUserName(tx, p.userId, {
      ...(body.first_name !== undefined && { firstName: body.first_name }),
      ...(body.last_name !== undefined && { lastName: body.last_name }),
    });
    await auditAs(tx, p, ip, {
      action: 'profile_updated',
      entityType: 'user',
      entityId: p.userId,
      metadata: { fields: Object.keys(body) },
    });
    return updated;
  });
  return toProfile(row);
}
