// /systemSetup/companyGroupManagement/change: create a company group, or edit one (?id=): code, name, the
// head company and the member companies (remote selects; a company sits in at most one group), remark.
// Saving returns to the list; the server's refusal (a taken code, a company of another group) is shown
// by the request layer.
import { useEffect } from 'react';
import { Alert, App, Button, Card, Flex, Form, Input, Space, Spin } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { GROUP_CODE_SHAPE } from '@medportal/contracts/system/company-groups-rules';
import type { CompanyGroupRow, CompanyGroupSaveBody } from '@medportal/contracts/system/company-groups.contract';
import { COMPANY_GROUPS_KEY, GROUPS_PATH, companyGroupDetail, saveCompanyGroup, updateCompanyGroup } from './company-groups-api';
import { CompanySelect } from './company-select';

type Values = { code: string; name: string; headCompanyId: number; companyIds?: number[]; remark?: string };

function GroupForm({ group }: { group: CompanyGroupRow | null }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (group)
      form.setFieldsValue({
        code: group.code,
        name: group.name,
        headCompanyId: group.head.id,
        companyIds: group.members.map((m) => m.id),
        remark: group.remark,
      });
  }, [group, form]);
  const save = useMutation({
    mutationFn: (values: Values) => {
      const body: CompanyGroupSaveBody = { ...values, companyIds: values.companyIds ?? [] };
      return group ? updateCompanyGroup({ ...body, id: group.id }) : saveCompanyGroup(body);
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: COMPANY_GROUPS_KEY });
      void message.success(t('sysCompanyGroups:saved'));
      void navigate(GROUPS_PATH);
    },
  });
  const known = group ? [group.head, ...group.members] : [];
  const required = (key: string) => [{ required: true, whitespace: true, message: t(key) }];
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      style={{ maxWidth: 720 }}
      onFinish={(values) => save.mutate(values)}
      data-testid="group-form"
    >
      <Form.Item
        name="code"
        label={t('sysCompanyGroups:group.code')}
        rules={[...required('sysCompanyGroups:rules.code'), { pattern: GROUP_CODE_SHAPE, message: t('sysCompanyGroups:rules.codeShape') }]}
      >
        <Input maxLength={40} data-testid="group-code" />
      </Form.Item>
      <Form.Item name="name" label={t('sysCompanyGroups:group.name')} rules={required('sysCompanyGroups:rules.name')}>
        <Input maxLength={100} data-testid="group-name" />
      </Form.Item>
      <Form.Item
        name="headCompanyId"
        label={t('sysCompanyGroups:group.head')}
        rules={[{ required: true, message: t('sysCompanyGroups:rules.head') }]}
      >
        <CompanySelect groupId={group?.id} known={known} placeholder={t('sysCompanyGroups:change.pickCompany')} testId="group-head" />
      </Form.Item>
      <Form.Item name="companyIds" label={t('sysCompanyGroups:group.members')} extra={t('sysCompanyGroups:change.membersHint')}>
        <CompanySelect
          groupId={group?.id}
          known={known}
          multiple
          placeholder={t('sysCompanyGroups:change.pickCompany')}
          testId="group-members"
        />
      </Form.Item>
      <Form.Item name="remark" label={t('sysCompanyGroups:group.remark')}>
        <Input.TextArea maxLength={200} rows={3} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="group-submit">
          {t('sysCompanyGroups:save')}
        </Button>
        <Button onClick={() => void navigate(GROUPS_PATH)}>{t('sysCompanyGroups:cancel')}</Button>
      </Space>
    </Form>
  );
}

function GroupChange() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const detail = useQuery({ queryKey: [...COMPANY_GROUPS_KEY, 'detail', id], queryFn: () => companyGroupDetail(id), enabled: id > 0 });
  let body;
  if (id > 0 && detail.isPending) body = <Spin />;
  else if (id > 0 && detail.isError) body = <Alert type="error" showIcon title={t('sysCompanyGroups:loadFailed')} />;
  else body = <GroupForm group={id > 0 ? (detail.data ?? null) : null} />;
  return (
    <Card
      title={
        <Flex align="center" gap={8}>
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            onClick={() => void navigate(GROUPS_PATH)}
            aria-label={t('sysCompanyGroups:back')}
          />
          {t(id > 0 ? 'sysCompanyGroups:change.editTitle' : 'sysCompanyGroups:change.addTitle')}
        </Flex>
      }
      data-testid="company-group-change-page"
    >
      {body}
    </Card>
  );
}

export function CompanyGroupChangePage() {
  return (
    <App component={false}>
      <GroupChange />
    </App>
  );
}
