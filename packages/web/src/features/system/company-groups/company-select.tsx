// The remote company select of a group's form: companies by name or code (at most 50 per search, 200 ms
// after typing stops); a company already in another group is shown but cannot be picked. `known` keeps the
// labels of the companies already chosen when a search no longer lists them.
import { useEffect, useMemo, useState } from 'react';
import { Select } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GroupCompany } from '@medportal/contracts/system/company-groups.contract';
import { COMPANY_GROUPS_KEY, groupCompanyOptions } from './company-groups-api';

type Props = {
  /** from the Form.Item around it, whose label points at it */
  id?: string;
  groupId?: number | undefined;
  known: GroupCompany[];
  multiple?: boolean;
  value?: number | number[];
  onChange?: (value: number | number[]) => void;
  placeholder?: string;
  testId: string;
};

export const COMPANY_SEARCH_DEBOUNCE_MS = 200;

export function CompanySelect({ id, groupId, known, multiple = false, value, onChange, placeholder, testId }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), COMPANY_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery({
    queryKey: [...COMPANY_GROUPS_KEY, 'companies', groupId ?? 0, keyword],
    queryFn: () => groupCompanyOptions({ keyword: keyword || undefined, groupId }),
    placeholderData: keepPreviousData,
  });
  const options = useMemo(() => {
    const listed = found.data ?? [];
    const ids = new Set(listed.map((c) => c.id));
    return [
      ...known.filter((c) => !ids.has(c.id)).map((c) => ({ value: c.id, label: `${c.name}（${c.code}）` })),
      ...listed.map((c) => ({
        value: c.id,
        label: c.groupName
          ? `${c.name}（${c.code}）— ${t('sysCompanyGroups:change.inGroup', { name: c.groupName })}`
          : `${c.name}（${c.code}）`,
        disabled: c.groupName !== null,
      })),
    ];
  }, [found.data, known, t]);
  return (
    <Select
      id={id}
      mode={multiple ? 'multiple' : undefined}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      value={value}
      onChange={(v: number | number[]) => onChange?.(v)}
      loading={found.isFetching}
      options={options}
      placeholder={placeholder}
      data-testid={testId}
    />
  );
}
