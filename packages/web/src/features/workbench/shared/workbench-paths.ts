// The workbench screens' sub-app: app BK000 '工作台', whose menus frame the worktable's pages.
export const WORKBENCH_APP_CODE = 'BK000';
