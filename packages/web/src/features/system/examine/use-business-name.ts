// A business code's name in the interface language (the server's zh-CN name when the locale lacks it).
import { useTranslation } from 'react-i18next';

export function useBusinessName(): (item: { businessCode: string; businessName: string }) => string {
  const { t } = useTranslation();
  return (item) => t(`sysExamine:business.${item.businessCode}`, { defaultValue: item.businessName });
}
