/**
 * Whose notifications a caller sees (decision 0072): only their own, whoever they are — an admin acting
 * as a user sees that user's. Events (what happened) are platform staff's to list.
 */
import { eq, type SQL } from 'drizzle-orm';
import { isAdminLike } from '@app/domain';
import { notifications } from '../../db/schema/index.js';
import type { Principal } from '../../lib/principal.js';

export const notificationScope = (p: Principal): SQL => eq(notifications.userId, p.userId);

export const seesEvents = (p: Principal) => isAdminLike(p.userType);
