// The users module's API for other modules (auth, positions): lookups and updates of users and
// their positions, always inside the caller's tenant transaction.
export {
  findUserById, findUserByName, findUserByPhone, insertUser, listPositions, touchPosition, updateUser,
  type PositionView, type UserRow,
} from './users.repository.js';
