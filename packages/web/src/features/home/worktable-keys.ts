// Query keys the worktable's cards and its notice drawer share.
/** the notice card's list, refreshed once a notice opened in the drawer is read */
export const LATEST_NOTICES_KEY = ['worktable', 'notices', 'latest'] as const;
