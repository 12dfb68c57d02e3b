// Channel business rules without zod (the web's form and tags): tiers, statuses, limits.
export const CHANNEL_TIERS = [1, 2] as const;
export type ChannelTier = (typeof CHANNEL_TIERS)[number];
export const CHANNEL_BUSINESS_STATUSES = ['active', 'stopped'] as const;
export type ChannelBusinessStatus = (typeof CHANNEL_BUSINESS_STATUSES)[number];
/** area codes one record covers (provinces or cities of china-area-data) */
export const CHANNEL_REGIONS_MAX = 60;
export const CHANNEL_REMARK_MAX = 500;
/** the dealer picker's page of options */
export const CHANNEL_DEALER_OPTIONS_MAX = 50;
export const CHANNEL_BUSINESS_EXPORT_MAX = 10_000;
