// The new administrator: a user with a seat in the company (the current administrator disabled).
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminChangeCandidates } from './admin-api';
import { personOf } from './change-columns';

export function CandidateSelect({
  id,
  companyId,
  value,
  onChange,
}: {
  /** from the Form.Item around it, whose label points at it */
  id?: string;
  companyId: number | undefined;
  value?: number;
  onChange?: (value: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const candidates = useQuery({
    queryKey: ['sysAdmin', 'candidates', companyId],
    queryFn: () => adminChangeCandidates(companyId ? { companyId } : {}),
  });
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      value={value}
      onChange={(v?: number) => onChange?.(v)}
      loading={candidates.isFetching}
      placeholder={t('sysAdmin:change.newAdminPlaceholder')}
      options={(candidates.data ?? []).map((c) => ({
        value: c.userId,
        label: c.isAdmin ? `${personOf(c.userName, c.realName)} · ${t('sysAdmin:change.currentAdmin')}` : personOf(c.userName, c.realName),
        disabled: c.isAdmin,
      }))}
      data-testid="candidate-select"
    />
  );
}
