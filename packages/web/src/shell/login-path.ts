// Where a logged-out user goes: admins back to the admin login page (the adminUser cookie outlives
// the logout for this), everyone else to the normal login page (spec 1 section 4 'Logout').
import { ADMIN_USER_FLAG } from '../lib/session-cookies';

const LOGIN_PATH = '/login';
const ADMIN_LOGIN_PATH = '/loginAdmin';

export const loginPathFor = (adminUser: string | undefined): string => (adminUser === ADMIN_USER_FLAG ? ADMIN_LOGIN_PATH : LOGIN_PATH);
