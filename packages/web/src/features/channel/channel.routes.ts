// The screens of app CM001 '渠道管理', gathered from its parts' route files.
import { CHANNEL_CHANNEL_BUSINESS_ROUTES } from './channel-business/channel-business.routes';
import { CHANNEL_INVESTMENT_ROUTES } from './channel-business/investment/investment.routes';
import { CHANNEL_CONTRACT_QUERY_ROUTES } from './contract-query/contract-query.routes';
import { CHANNEL_EXCHANGES_ROUTES } from './exchanges/exchanges.routes';
import { CHANNEL_LETTERS_READ_ROUTES } from './letters-read/letters-read.routes';
import { CHANNEL_LETTERS_STAMP_ROUTES } from './letters-stamp/letters-stamp.routes';
import { CHANNEL_LETTERS_VIEWS_ROUTES } from './letters-views/letters-views.routes';
import { CHANNEL_LETTERS_WRITE_ROUTES } from './letters-write/letters-write.routes';
import { CHANNEL_PARTNERS_ROUTES } from './partners/partners.routes';
import { CHANNEL_QUALIFICATION_FILES_ROUTES } from './qualification-files/qualification-files.routes';

export const CHANNEL_ROUTES = [
  ...CHANNEL_PARTNERS_ROUTES,
  ...CHANNEL_QUALIFICATION_FILES_ROUTES,
  ...CHANNEL_EXCHANGES_ROUTES,
  ...CHANNEL_CONTRACT_QUERY_ROUTES,
  ...CHANNEL_CHANNEL_BUSINESS_ROUTES,
  ...CHANNEL_INVESTMENT_ROUTES,
  ...CHANNEL_LETTERS_WRITE_ROUTES,
  ...CHANNEL_LETTERS_READ_ROUTES,
  ...CHANNEL_LETTERS_STAMP_ROUTES,
  ...CHANNEL_LETTERS_VIEWS_ROUTES,
];
