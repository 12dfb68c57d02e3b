// The account area's company screens (/account/home, /company/*), gathered from its parts' route files.
import { COMPANY_AUTHENTICATION_ROUTES } from './authentication/authentication.routes';
import { COMPANY_SIGNATURE_ROUTES } from './electron-signature/electron-signature.routes';
import { COMPANY_INFO_ROUTES } from './info/info.routes';

export const COMPANY_ROUTES = [...COMPANY_INFO_ROUTES, ...COMPANY_AUTHENTICATION_ROUTES, ...COMPANY_SIGNATURE_ROUTES];
