// The users module's API for other modules (auth, positions): lookups and updates of users and
// their positions, always inside the caller's tenant transaction.
import type { Tx } from '../../../db/client.js';
import { findUserById } from './users.repository.js';

export {
  findUserById, findUserByName, findUserByPhone, insertUser, listPositions, touchPosition, updateUser,
  type PositionView, type UserRow,
} from './users.repository.js';

/** The name a user's work is shown under (import and export history): the real name, else the login name. */
export async function userDisplayName(tx: Tx, tenantId: number, userId: number): Promise<string> {
  const user = await findUserById(tx, tenantId, userId);
  return user?.realName.trim() || user?.userName || '';
}
