// The company a system-setup screen works on: the session's own, or — for the platform (a session in
// an MM company) — the one picked in the company picker, kept in the address (?companyId=) so a /set
// page opened from the list works on the same company.
import { useCallback, useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSessionStore } from '../../../../lib/session-store';
import { companyOptions } from '../api/roles-api';

export const isPlatformCompany = (companyType: string | undefined) => companyType === 'MM';

export function useIsPlatform(): boolean {
  return useSessionStore((s) => isPlatformCompany(s.session?.companyType));
}

/** The picked company id (undefined: the session's own) and a setter that keeps it in the address. */
export function useManagedCompany(): {
  companyId: number | undefined;
  setCompanyId: (id: number | undefined) => void;
  isPlatform: boolean;
} {
  const isPlatform = useIsPlatform();
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('companyId'));
  const companyId = isPlatform && Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const setCompanyId = useCallback(
    (id: number | undefined) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (id === undefined) next.delete('companyId');
          else next.set('companyId', String(id));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { companyId, setCompanyId, isPlatform };
}

/** The platform's company picker (searchable by name or code); nothing for an enterprise. */
export function CompanyPicker({ value, onChange }: { value: number | undefined; onChange: (id: number | undefined) => void }) {
  const { t } = useTranslation();
  const isPlatform = useIsPlatform();
  const ownId = useSessionStore((s) => s.session?.companyId);
  const [keyword, setKeyword] = useState('');
  const options = useQuery({
    queryKey: ['sysRoles', 'companyOptions', keyword],
    queryFn: () => companyOptions(keyword ? { keyword } : {}),
    enabled: isPlatform,
  });
  if (!isPlatform) return null;
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      style={{ width: 280 }}
      value={value ?? ownId}
      loading={options.isFetching}
      placeholder={t('sysRoles:company.placeholder')}
      options={(options.data ?? []).map((c) => ({ value: c.id, label: `${c.name}（${c.code}）` }))}
      onChange={(id: number) => onChange(id === ownId ? undefined : id)}
      data-testid="company-picker"
      aria-label={t('sysRoles:company.label')}
    />
  );
}

/** The address of a /set page with the role (or group) and the managed company. */
export const setPath = (base: string, key: string, id: number, companyId: number | undefined) =>
  `${base}?${key}=${id}${companyId === undefined ? '' : `&companyId=${companyId}`}`;
