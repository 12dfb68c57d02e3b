// 新增用户 / 编辑用户: the drawer of the kit's size (612 wide, labels 120) with the department tree, the
// post and the roles of the company. The kit's DrawerForm has no tree or multiple select, so the drawer
// is built from the same antd parts. A new user without an initial password gets a temporary one.
import { useEffect, useMemo } from 'react';
import { Button, Drawer, Form, Input, Select, Space, TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULE } from '@medportal/contracts/common/constants';
import { PHONE_RULE, USER_NAME_RULE } from '@medportal/contracts/staff/auth-rules';
import type { SysUserDetail, SysUserFormOptions } from '@medportal/contracts/system/users.contract';
import { FORM_DRAWER_WIDTH, FORM_LABEL_WIDTH } from '../../../kit/form/drawer-placement';
import { fetchFormOptions, USERS_KEY } from './users-api';

export type UserFormValues = {
  userName?: string;
  realName: string;
  phone?: string;
  email?: string;
  password?: string;
  departmentId?: number | null;
  dutyId?: number | null;
  roleIds: number[];
};

type TreeNode = { value: number; title: string; children: TreeNode[] };

/** The flat departments as a tree; a missing parent makes a root. */
export function departmentTree(departments: SysUserFormOptions['departments']): TreeNode[] {
  const nodes = new Map(departments.map((d) => [d.id, { value: d.id, title: d.name, children: [] as TreeNode[] }]));
  const roots: TreeNode[] = [];
  for (const d of departments) {
    const node = nodes.get(d.id)!;
    const parent = d.parentId === null || d.parentId === d.id ? undefined : nodes.get(d.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export function useFormOptions(companyId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: [...USERS_KEY, 'options', companyId ?? null],
    queryFn: () => fetchFormOptions(companyId === undefined ? {} : { companyId }),
    enabled,
    staleTime: 60_000,
  });
}

type Props = {
  open: boolean;
  companyId: number | undefined;
  /** edit: the user's current values */
  user?: SysUserDetail | null;
  saving: boolean;
  onSubmit: (values: UserFormValues) => void;
  onClose: () => void;
};

export function UserFormDrawer({ open, companyId, user, saving, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<UserFormValues>();
  const options = useFormOptions(companyId, open);
  const editing = Boolean(user);
  const tree = useMemo(() => departmentTree(options.data?.departments ?? []), [options.data]);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (user) {
      form.setFieldsValue({
        realName: user.realName,
        email: user.email,
        departmentId: user.departmentId,
        dutyId: user.dutyId,
        roleIds: user.roles.map((r) => r.roleId),
      });
    }
  }, [open, user, form]);

  const required = (label: string) => ({ required: true, whitespace: true, message: t('sysUsers:form.required', { label }) });

  return (
    <Drawer
      open={open}
      title={editing ? t('sysUsers:form.editTitle') : t('sysUsers:form.addTitle')}
      size={FORM_DRAWER_WIDTH}
      mask={{ closable: false }}
      destroyOnHidden
      onClose={onClose}
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('sysUsers:cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()} data-testid="user-form-submit">
            {t('sysUsers:ok')}
          </Button>
        </Space>
      }
    >
      <Form<UserFormValues>
        form={form}
        name="sys-user-form"
        labelCol={{ flex: `${FORM_LABEL_WIDTH}px` }}
        labelWrap
        initialValues={{ roleIds: [] }}
        onFinish={(values) => onSubmit(values)}
        data-testid="user-form"
      >
        {!editing && (
          <Form.Item
            name="userName"
            label={t('sysUsers:fields.userName')}
            rules={[required(t('sysUsers:fields.userName')), { pattern: USER_NAME_RULE, message: t('sysUsers:form.userNameRule') }]}
          >
            <Input maxLength={32} autoComplete="off" />
          </Form.Item>
        )}
        <Form.Item name="realName" label={t('sysUsers:fields.realName')} rules={[required(t('sysUsers:fields.realName')), { max: 64 }]}>
          <Input maxLength={64} />
        </Form.Item>
        {!editing && (
          <Form.Item
            name="phone"
            label={t('sysUsers:fields.phone')}
            rules={[required(t('sysUsers:fields.phone')), { pattern: PHONE_RULE, message: t('sysUsers:form.phoneRule') }]}
          >
            <Input maxLength={11} />
          </Form.Item>
        )}
        <Form.Item name="email" label={t('sysUsers:fields.email')} rules={[{ type: 'email', message: t('sysUsers:form.emailRule') }]}>
          <Input maxLength={120} />
        </Form.Item>
        {!editing && (
          <Form.Item
            name="password"
            label={t('sysUsers:fields.password')}
            extra={t('sysUsers:form.passwordTip')}
            rules={[{ pattern: PASSWORD_RULE, message: t('sysUsers:form.passwordRule') }]}
          >
            <Input.Password autoComplete="new-password" maxLength={16} />
          </Form.Item>
        )}
        <Form.Item name="departmentId" label={t('sysUsers:fields.department')}>
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            treeData={tree}
            loading={options.isFetching}
            placeholder={t('sysUsers:form.selectPlaceholder', { label: t('sysUsers:fields.department') })}
            data-testid="user-form-department"
          />
        </Form.Item>
        <Form.Item name="dutyId" label={t('sysUsers:fields.duty')}>
          <Select
            allowClear
            loading={options.isFetching}
            options={(options.data?.duties ?? []).map((d) => ({ value: d.id, label: d.name }))}
            placeholder={t('sysUsers:form.selectPlaceholder', { label: t('sysUsers:fields.duty') })}
          />
        </Form.Item>
        <Form.Item name="roleIds" label={t('sysUsers:fields.roles')}>
          <Select
            mode="multiple"
            allowClear
            loading={options.isFetching}
            options={(options.data?.roles ?? []).map((r) => ({ value: r.roleId, label: r.roleName }))}
            placeholder={t('sysUsers:form.selectPlaceholder', { label: t('sysUsers:fields.roles') })}
            data-testid="user-form-roles"
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
