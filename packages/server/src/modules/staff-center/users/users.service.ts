// The users module's API for other modules (auth, positions, profile, companies): lookups and updates
// of users and their positions, always inside the caller's tenant transaction.
import type { Tx } from '../../../db/client.js';
import { publishCacheEvent } from '../../../lib/session-cache.js';
import { findUserById, updateUser as writeUser, type UserChanges } from './users.repository.js';

// reads need no rule of their own: the repository's lookups are the module's API as they are
export {
  findUserById,
  findUserByName,
  findUserByPhone,
  insertUser,
  listPositions,
  touchPosition,
  type PositionView,
  type UserChanges,
  type UserRow,
} from './users.repository.js';

/** Changes a user; a change of status (disabling) ends the user's cached sessions in every process. */
export async function updateUser(tx: Tx, tenantId: number, id: number, values: UserChanges): Promise<void> {
  await writeUser(tx, tenantId, id, values);
  if (values.status !== undefined) await publishCacheEvent(tx, { kind: 'user', tenantId, userId: id });
}

/** The name a user's work is shown under (import and export history): the real name, else the login name. */
export async function userDisplayName(tx: Tx, tenantId: number, userId: number): Promise<string> {
  const user = await findUserById(tx, tenantId, userId);
  return user?.realName.trim() || user?.userName || '';
}
