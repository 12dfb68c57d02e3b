// /systemSetup/orgainzationManagement/organizerNewly 新增部门: parent (a TreeSelect of the company's departments,
// none for the top level), name and sort; saved, it goes back to the tree. Reached from 新增部门 and a node's
// 新增下级部门 (?parentId=), the platform's company kept in ?companyId=.
import { App, Button, Card, Form, Input, InputNumber, Space, TreeSelect } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ORG_NAME_MAX } from '@medportal/contracts/system/org-rules';
import { ORG_KEY, orgTree, saveOrg } from './org-api';
import { useManagedCompany } from './org-company';
import { ORG_PATH } from './org-paths';
import { treeOptions } from './seat-dialogs';

type Values = { parentId?: number | null; name: string; sort?: number | null };

function OrgNewScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const company = useManagedCompany();
  const [form] = Form.useForm<Values>();
  const parent = Number(params.get('parentId'));
  const tree = useQuery({
    queryKey: [...ORG_KEY, 'tree', company.companyId],
    queryFn: () => orgTree(company.scope),
    enabled: company.companyId > 0,
  });
  const back = () => void navigate(`${ORG_PATH}${company.query}`);

  const save = useMutation({
    mutationFn: (v: Values) =>
      saveOrg({
        ...company.scope,
        name: v.name.trim(),
        ...(v.parentId ? { parentId: v.parentId } : {}),
        ...(v.sort !== null && v.sort !== undefined ? { sort: v.sort } : {}),
      }),
    onSuccess: () => {
      void message.success(t('sysOrg:orgForm.saved'));
      void client.invalidateQueries({ queryKey: ORG_KEY });
      back();
    },
  });

  return (
    <Card title={t('sysOrg:title.orgNew')} data-testid="org-new-page">
      <Form<Values>
        form={form}
        layout="horizontal"
        labelCol={{ flex: '120px' }}
        style={{ maxWidth: 640 }}
        initialValues={{ parentId: Number.isSafeInteger(parent) && parent > 0 ? parent : undefined }}
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item name="parentId" label={t('sysOrg:orgForm.parent')}>
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            loading={tree.isFetching}
            treeData={treeOptions(tree.data?.tree ?? [])}
            placeholder={t('sysOrg:orgForm.parentPlaceholder')}
            data-testid="org-new-parent"
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('sysOrg:orgForm.name')}
          rules={[
            { required: true, whitespace: true, message: t('sysOrg:orgForm.nameRequired') },
            { max: ORG_NAME_MAX, message: t('sysOrg:orgForm.nameMax') },
          ]}
        >
          <Input placeholder={t('sysOrg:orgForm.namePlaceholder')} maxLength={ORG_NAME_MAX} data-testid="org-new-name" />
        </Form.Item>
        <Form.Item name="sort" label={t('sysOrg:orgForm.sort')}>
          <InputNumber
            min={0}
            max={9999}
            precision={0}
            placeholder={t('sysOrg:orgForm.sortPlaceholder')}
            style={{ width: 200 }}
            data-testid="org-new-sort"
          />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="org-new-save">
              {t('sysOrg:orgForm.save')}
            </Button>
            <Button onClick={back} data-testid="org-new-back">
              {t('sysOrg:orgForm.back')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}

export function OrgNewPage() {
  return (
    <App component={false}>
      <OrgNewScreen />
    </App>
  );
}
