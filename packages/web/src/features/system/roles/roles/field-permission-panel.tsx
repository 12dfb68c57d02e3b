// 字段权限 of one role: pick a business code (table number) of the table_auth_fields registry, then each
// field hidden (0), visible (1) or editable (2); saved for the role in one call.
import { useEffect, useMemo, useState } from 'react';
import { Button, Empty, Flex, Radio, Select, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { App } from 'antd';
import type { RoleFieldRow } from '@medportal/contracts/system/roles.contract';
import type { TableColumn } from '../../../../kit/table/columns';
import { DataTable } from '../../../../kit/table/data-table';
import { fieldTables, roleFields, saveRoleFields } from '../api/roles-api';

const STATUSES = [0, 1, 2] as const;

export function FieldPermissionPanel({ companyId, roleId, canEdit }: { companyId: number | undefined; roleId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const tables = useQuery({ queryKey: ['sysRoles', 'fieldTables', companyId], queryFn: () => fieldTables({ companyId }) });
  const [businessCode, setBusinessCode] = useState<string | undefined>(undefined);
  const code = businessCode ?? tables.data?.[0]?.tableNo;
  const key = ['sysRoles', 'roleFields', companyId, roleId, code];
  const fields = useQuery({
    queryKey: key,
    queryFn: () => roleFields({ companyId, roleId, businessCode: code! }),
    enabled: code !== undefined,
  });
  const [edits, setEdits] = useState<Record<string, number>>({});
  useEffect(() => setEdits({}), [code]);
  const save = useMutation({
    mutationFn: () =>
      saveRoleFields({
        companyId,
        roleId,
        businessCode: code!,
        fields: (fields.data ?? []).map((f) => ({ fieldCode: f.fieldCode, status: (edits[f.fieldCode] ?? f.status) as 0 | 1 | 2 })),
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: key });
      setEdits({});
      void message.success(t('sysRoles:saved'));
    },
  });
  const columns = useMemo<TableColumn<RoleFieldRow>[]>(
    () => [
      { prop: 'fieldName', labelKey: 'sysRoles:fields.fieldName', width: 220 },
      { prop: 'fieldCode', labelKey: 'sysRoles:fields.fieldCode', width: 200 },
      {
        prop: 'status',
        labelKey: 'sysRoles:fields.status',
        render: (_v, row) => (
          <Radio.Group
            disabled={!canEdit}
            value={edits[row.fieldCode] ?? row.status}
            onChange={(e) => setEdits((prev) => ({ ...prev, [row.fieldCode]: Number(e.target.value) }))}
            options={STATUSES.map((s) => ({ value: s, label: t(`sysRoles:fields.s${s}`) }))}
            data-testid={`field-${row.fieldCode}`}
          />
        ),
      },
    ],
    [t, canEdit, edits],
  );
  if (tables.data && tables.data.length === 0) return <Empty description={t('sysRoles:fields.noTables')} />;
  return (
    <Flex vertical gap={12} data-testid="field-permission-panel">
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex align="center" gap={8}>
          <Typography.Text>{t('sysRoles:fields.businessCode')}</Typography.Text>
          <Select
            style={{ width: 280 }}
            loading={tables.isFetching}
            value={code}
            onChange={setBusinessCode}
            options={(tables.data ?? []).map((x) => ({
              value: x.tableNo,
              label: t('sysRoles:fields.tableOption', { code: x.tableNo, n: x.fieldCount }),
            }))}
            data-testid="field-table"
            aria-label={t('sysRoles:fields.businessCode')}
          />
        </Flex>
        {canEdit && (
          <Button
            type="primary"
            disabled={!fields.data?.length}
            loading={save.isPending}
            onClick={() => save.mutate()}
            data-testid="fields-save"
          >
            {t('sysRoles:save')}
          </Button>
        )}
      </Flex>
      <DataTable<RoleFieldRow>
        columns={columns}
        data={fields.data ?? []}
        rowKey="fieldCode"
        loading={fields.isFetching}
        testId="field-table-list"
      />
    </Flex>
  );
}
