// The organisation screens' routes (spec paths, spelled as routes.tsv spells them).
export const ORG_PATH = '/systemSetup/orgainzationManagement';
export const ORG_NEW_PATH = '/systemSetup/orgainzationManagement/organizerNewly';
export const DUTY_PATH = '/systemSetup/dutyManage';
