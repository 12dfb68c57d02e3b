// Zod-free limits of the organisation screens (the web imports values from here, types from org.contract).
export const ORG_NAME_MAX = 100;
export const DUTY_NAME_MAX = 100;
export const POSITION_NAME_MAX = 100;
/** the position name when neither a name nor a post is given */
export const DEFAULT_POSITION_NAME = '职员';
export const POSITION_ROLES_MAX = 50;
