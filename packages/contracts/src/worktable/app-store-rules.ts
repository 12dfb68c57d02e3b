// The app store's vocabulary (zod-free, so the web may import it at run time): request statuses, the
// store's states of an app for a company, the reason's length.

export const APP_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type AppRequestStatus = (typeof APP_REQUEST_STATUSES)[number];

/** granted: the company holds the app; pending / rejected: its latest request; requestable: none of those. */
export const APP_STORE_STATES = ['granted', 'requestable', 'pending', 'rejected'] as const;
export type AppStoreState = (typeof APP_STORE_STATES)[number];

export const APP_REQUEST_REASON_MAX = 500;
