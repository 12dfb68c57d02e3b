// A deliberate logout clears the session while the protected page is still on screen (the login
// route's chunk may still be loading). The logout flow marks the page it leaves; the route guards
// wait on that page instead of treating the cleared session as a lost one ('用户信息获取失败', or
// '/' → /login for an admin who must return to /loginAdmin).
let leaving: string | null = null;

export function markLogoutFrom(path: string): void {
  leaving = path;
}

/** True while `path` is the page a logout is leaving; any other path ends the mark. */
export function isLeavingOnLogout(path: string): boolean {
  if (leaving !== null && path !== leaving) leaving = null;
  return leaving !== null;
}
