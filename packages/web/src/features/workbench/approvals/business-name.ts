// The name of a business code in the reader's language: the engine's codes and the todo kinds this
// portal raises have texts in wbApprovals; another code shows the server's (zh-CN) name, or itself.
import { useTranslation } from 'react-i18next';

export function useBusinessName(): (code: string, serverName?: string) => string {
  const { t } = useTranslation();
  return (code, serverName) => t(`wbApprovals:business.${code}`, { defaultValue: serverName || code });
}
