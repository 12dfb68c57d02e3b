// The paths of the registry screens, for the links between them (the routes file writes them as literals).
export const REGISTRY_PATH = '/systemSetup/qichachaData';
export const REGISTRY_RECORDS_PATH = '/systemSetup/qichachaData/import-records';
