// Query keys the worktable's cards and its notice drawer share.
/** the notice card's list, refreshed once a notice opened in the drawer is read */
export const LATEST_NOTICES_KEY = ['worktable', 'notices', 'latest'] as const;
/** the user's worktable settings (card layout, todo kinds, notice levels), saved by /WorkbenchSettings and /todoNoticeSet */
export const WORKTABLE_SETTINGS_KEY = ['worktable', 'settings'] as const;
