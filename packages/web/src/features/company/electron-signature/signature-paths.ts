// The account area's seal screens and the system-setup screen they link to.
export const SIGNATURE_HOME_PATH = '/company/electron-signature/home';
export const COMPANY_SEALS_PATH = '/company/electron-signature/company';
export const PERSONAL_SIGNATURE_PATH = '/company/electron-signature/personal';
export const SEAL_MANAGEMENT_PATH = '/systemSetup/signatureManagement';
