// 授权用章: who may use a seal — users and user groups of the company (a group grant reaches every member).
import { useEffect } from 'react';
import { App, Button, Drawer, Flex, Form, Select, Skeleton, Typography } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SealRow } from '@medportal/contracts/staff/seals.contract';
import { saveSealGrants, sealGrants } from './seals-api';

type Values = { userIds: number[]; userGroupIds: number[] };

export function SealGrantDrawer({ seal, onClose, onSaved }: { seal: SealRow | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const grants = useQuery({
    queryKey: ['system', 'seals', 'grants', seal?.id],
    queryFn: () => sealGrants(seal!.id),
    enabled: seal !== null,
  });
  useEffect(() => {
    if (grants.data) form.setFieldsValue({ userIds: grants.data.userIds, userGroupIds: grants.data.userGroupIds });
  }, [grants.data, form]);
  const save = useMutation({
    mutationFn: (v: Values) => saveSealGrants({ id: seal!.id, userIds: v.userIds ?? [], userGroupIds: v.userGroupIds ?? [] }),
    onSuccess: () => {
      void message.success(t('sysSeals:saved'));
      onSaved();
      onClose();
    },
  });
  return (
    <Drawer
      open={seal !== null}
      title={t('sysSeals:grant.title', { name: seal?.name ?? '' })}
      size={720}
      onClose={onClose}
      destroyOnHidden
      data-testid="seal-grant"
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('sysSeals:cancel')}</Button>
          <Button
            type="primary"
            loading={save.isPending}
            disabled={!grants.data}
            onClick={() => save.mutate(form.getFieldsValue())}
            data-testid="seal-grant-submit"
          >
            {t('sysSeals:confirm')}
          </Button>
        </Flex>
      }
    >
      {!grants.data ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical">
          <Typography.Paragraph type="secondary">{t('sysSeals:grant.hint')}</Typography.Paragraph>
          <Form.Item name="userIds" label={t('sysSeals:grant.users')}>
            <Select
              mode="multiple"
              showSearch={{ optionFilterProp: 'label' }}
              options={grants.data.users.map((u) => ({ value: u.id, label: u.name }))}
              data-testid="seal-grant-users"
            />
          </Form.Item>
          <Form.Item name="userGroupIds" label={t('sysSeals:grant.groups')}>
            <Select
              mode="multiple"
              showSearch={{ optionFilterProp: 'label' }}
              options={grants.data.userGroups.map((g) => ({ value: g.id, label: g.name }))}
              data-testid="seal-grant-groups"
            />
          </Form.Item>
        </Form>
      )}
    </Drawer>
  );
}
