// Contract query rules without zod (the web's filters and tags): validity buckets of a supply contract
// on the tenant's today.
/** inForce: valid and today within its period; expiring: valid, last day within 90 days; expired: last day passed */
export const CONTRACT_VALIDITIES = ['inForce', 'expiring', 'expired'] as const;
export type ContractValidity = (typeof CONTRACT_VALIDITIES)[number];
/** a row's state on the tenant's today: notStarted before validFrom; terminated whatever the dates */
export const CONTRACT_STATES = ['notStarted', 'inForce', 'expiring', 'expired', 'terminated'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];
export const CONTRACT_EXPIRING_DAYS = 90;
/** the session company's side of a contract; the platform sees every contract as 'platform' */
export const CONTRACT_ROLES = ['buyer', 'supplier', 'platform'] as const;
export type ContractRole = (typeof CONTRACT_ROLES)[number];
/** the most rows one export writes */
export const CONTRACT_EXPORT_MAX = 10_000;
