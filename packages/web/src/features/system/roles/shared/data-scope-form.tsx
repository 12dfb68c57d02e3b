// A role's data scope (本人/本部门/本企业/关联企业) and, for 关联企业, which related companies it may
// see (the companies related to the role's company through enabled relations).
import { useState } from 'react';
import { Button, Flex, Radio, Select, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CompanyBrief } from '@medportal/contracts/system/roles.contract';
import { relatedCompanies } from '../api/roles-api';
import { DATA_SCOPE_KINDS } from './role-paths';

export type DataScopeValue = { dataScope: string; relatedCompanyIds: number[] };

type Props = {
  companyId: number | undefined;
  initial: { dataScope: string; relatedCompanies: CompanyBrief[] };
  canEdit: boolean;
  saving: boolean;
  onSave: (value: DataScopeValue) => void;
  onCancel?: () => void;
};

export function DataScopeForm({ companyId, initial, canEdit, saving, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  const [dataScope, setDataScope] = useState(initial.dataScope);
  const [related, setRelated] = useState<number[]>(initial.relatedCompanies.map((c) => c.id));
  const options = useQuery({
    queryKey: ['sysRoles', 'relatedCompanies', companyId],
    queryFn: () => relatedCompanies({ companyId }),
    enabled: dataScope === 'related',
  });
  return (
    <Flex vertical gap={16} data-testid="data-scope-form">
      <Radio.Group
        value={dataScope}
        disabled={!canEdit}
        onChange={(e) => setDataScope(String(e.target.value))}
        options={DATA_SCOPE_KINDS.map((k) => ({ value: k, label: t(`sysRoles:scope.${k}`) }))}
        data-testid="data-scope-radio"
      />
      {dataScope === 'related' && (
        <Select<number[]>
          mode="multiple"
          allowClear
          disabled={!canEdit}
          style={{ maxWidth: 560 }}
          loading={options.isFetching}
          value={related}
          onChange={setRelated}
          placeholder={t('sysRoles:dataScope.relatedPlaceholder')}
          optionFilterProp="label"
          options={[
            ...(options.data ?? []),
            ...initial.relatedCompanies.filter((c) => !(options.data ?? []).some((o) => o.id === c.id)),
          ].map((c) => ({ value: c.id, label: `${c.name}（${c.code}）` }))}
          notFoundContent={options.isFetching ? undefined : t('sysRoles:dataScope.noRelated')}
          data-testid="related-companies"
          aria-label={t('sysRoles:dataScope.related')}
        />
      )}
      {canEdit && (
        <Space>
          {onCancel && <Button onClick={onCancel}>{t('sysRoles:cancel')}</Button>}
          <Button
            type="primary"
            loading={saving}
            onClick={() => onSave({ dataScope, relatedCompanyIds: dataScope === 'related' ? related : [] })}
            data-testid="data-scope-save"
          >
            {t('sysRoles:save')}
          </Button>
        </Space>
      )}
    </Flex>
  );
}
