// The company the organisation screens manage: the session's own, or for the platform (a session in an
// MM company) any company of the tenant, picked above the page and kept in the address (?companyId=)
// so the department form and the way back keep it.
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSessionStore } from '../../../lib/session-store';
import { companyOptions, ORG_KEY, type CompanyScope } from './org-api';

export const PLATFORM_COMPANY_TYPE = 'MM';

export function useManagedCompany() {
  const session = useSessionStore((s) => s.session);
  const [params, setParams] = useSearchParams();
  const isPlatform = session?.companyType === PLATFORM_COMPANY_TYPE;
  const requested = Number(params.get('companyId'));
  const picked = isPlatform && Number.isSafeInteger(requested) && requested > 0 ? requested : undefined;
  const companyId = picked ?? session?.companyId ?? 0;
  /** the body part naming the company: only when the platform picked another one */
  const scope: CompanyScope = picked !== undefined && picked !== session?.companyId ? { companyId: picked } : {};
  const choose = (id: number) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('companyId', String(id));
        return next;
      },
      { replace: true },
    );
  return { isPlatform, companyId, scope, choose, query: picked !== undefined ? `?companyId=${picked}` : '' };
}

export function CompanyPicker({ value, onChange }: { value: number; onChange: (id: number) => void }) {
  const { t } = useTranslation();
  const options = useQuery({ queryKey: [...ORG_KEY, 'companies'], queryFn: () => companyOptions() });
  return (
    <Select<number>
      showSearch={{ optionFilterProp: 'label' }}
      value={value || undefined}
      onChange={onChange}
      loading={options.isFetching}
      placeholder={t('sysOrg:company.placeholder')}
      options={(options.data ?? []).map((c) => ({ value: c.id, label: `${c.name}（${c.code}）` }))}
      style={{ width: 360 }}
      aria-label={t('sysOrg:company.label')}
      data-testid="org-company-picker"
    />
  );
}
