// The company label of the header: a session without a company name is the platform administrator's.
import type { TFunction } from 'i18next';

export const companyLabel = (companyName: string | null | undefined, t: TFunction): string =>
  companyName?.trim() ? companyName : t('header:userMenu.platformAdmin');
