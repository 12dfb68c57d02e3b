// The company whose flows the screen configures: the session's own, or — for the platform — the one
// picked here (kept in the address as ?companyId= so a reload stays on it).
import { useCallback, useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSessionStore } from '../../../lib/session-store';
import { EXAMINE_KEY, flowCompanies } from './examine-api';

export function useIsPlatform(): boolean {
  return useSessionStore((s) => s.session?.companyType === 'MM');
}

/** The picked company id (undefined: the session's own) and its setter. */
export function useFlowCompany(): { companyId: number | undefined; setCompanyId: (id: number | undefined) => void } {
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
  return { companyId, setCompanyId };
}

/** The platform's picker (searchable by name or code); nothing for an enterprise. */
export function FlowCompanyPicker({ value, onChange }: { value: number | undefined; onChange: (id: number | undefined) => void }) {
  const { t } = useTranslation();
  const isPlatform = useIsPlatform();
  const ownId = useSessionStore((s) => s.session?.companyId);
  const [keyword, setKeyword] = useState('');
  const options = useQuery({
    queryKey: [...EXAMINE_KEY, 'companies', keyword],
    queryFn: () => flowCompanies(keyword ? { keyword } : {}),
    enabled: isPlatform,
  });
  if (!isPlatform) return null;
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      style={{ width: 280 }}
      value={value ?? ownId}
      loading={options.isFetching}
      placeholder={t('sysExamine:company.placeholder')}
      options={(options.data ?? []).map((c) => ({ value: c.id, label: `${c.name}（${c.code}）` }))}
      onChange={(id: number) => onChange(id === ownId ? undefined : id)}
      data-testid="company-picker"
      aria-label={t('sysExamine:company.label')}
    />
  );
}
