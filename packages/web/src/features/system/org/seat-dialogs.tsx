// The seat dialogs of the organisation screen: 添加人员 (a registered user by phone or login name, into a
// department with a post), 调整部门/岗位 (the same fields for an existing seat) and 分配角色 (the company's
// roles). A failed save keeps the dialog open with what was chosen; the server's message shows.
import { useEffect, useMemo } from 'react';
import { App, Form, Input, Modal, Select, TreeSelect } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OrgTreeNode, PositionRow } from '@medportal/contracts/system/org.contract';
import { POSITION_NAME_MAX } from '@medportal/contracts/system/org-rules';
import { dutyPage, ORG_KEY, roleOptions, savePositionRoles, savePositionUser, type CompanyScope } from './org-api';

type TreeOption = { value: number; title: string; children: TreeOption[] };
export const treeOptions = (nodes: OrgTreeNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: treeOptions(n.children) }));

// data-* attributes pass through to the button; ButtonProps just does not declare them
const testIdOf = (id: string) => ({ 'data-testid': id }) as Record<string, string>;
export const okProps = (loading: boolean, id: string) => ({ loading, ...testIdOf(id) });

type SeatValues = { account?: string; orgId?: number | null; dutyId?: number | null; positionName?: string };

/** seat: adjust that seat; null: add a person (into defaultOrgId when given). */
export function SeatDialog({
  open,
  seat,
  defaultOrgId,
  tree,
  scope,
  companyId,
  onClose,
}: {
  open: boolean;
  seat: PositionRow | null;
  defaultOrgId: number | undefined;
  tree: OrgTreeNode[];
  scope: CompanyScope;
  companyId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<SeatValues>();
  const duties = useQuery({
    queryKey: [...ORG_KEY, 'duties', companyId],
    queryFn: () => dutyPage({ ...scope, page: 1, pageSize: 100 }),
    enabled: open,
  });
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      seat
        ? { orgId: seat.orgId ?? undefined, dutyId: seat.dutyId ?? undefined, positionName: seat.positionName }
        : { orgId: defaultOrgId, account: '' },
    );
  }, [open, seat, defaultOrgId, form]);

  const save = useMutation({
    mutationFn: (v: SeatValues) =>
      savePositionUser({
        ...scope,
        ...(seat ? { positionId: seat.positionId } : { account: (v.account ?? '').trim() }),
        orgId: v.orgId ?? null,
        dutyId: v.dutyId ?? null,
        ...(v.positionName?.trim() ? { positionName: v.positionName.trim() } : {}),
      }),
    onSuccess: () => {
      void message.success(t('sysOrg:seats.saved'));
      void client.invalidateQueries({ queryKey: ORG_KEY });
      onClose();
    },
  });

  return (
    <Modal
      open={open}
      title={t(seat ? 'sysOrg:seatForm.moveTitle' : 'sysOrg:seatForm.addTitle')}
      width={520}
      okButtonProps={okProps(save.isPending, 'seat-dialog-ok')}
      onOk={() =>
        void form
          .validateFields()
          .then((v) => save.mutate(v))
          .catch(() => undefined)
      }
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="seat-dialog">
        {seat ? (
          <Form.Item label={t('sysOrg:seatForm.user')}>
            <Input value={`${seat.realName || seat.userName}（${seat.userName}）`} disabled />
          </Form.Item>
        ) : (
          <Form.Item
            name="account"
            label={t('sysOrg:seatForm.account')}
            rules={[{ required: true, whitespace: true, message: t('sysOrg:seatForm.accountRequired') }]}
          >
            <Input placeholder={t('sysOrg:seatForm.accountPlaceholder')} maxLength={64} data-testid="seat-account" />
          </Form.Item>
        )}
        <Form.Item name="orgId" label={t('sysOrg:seatForm.org')}>
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            treeData={treeOptions(tree)}
            placeholder={t('sysOrg:seatForm.orgPlaceholder')}
            data-testid="seat-org"
          />
        </Form.Item>
        <Form.Item name="dutyId" label={t('sysOrg:seatForm.duty')}>
          <Select
            allowClear
            loading={duties.isFetching}
            options={(duties.data?.content ?? []).map((d) => ({ value: d.id, label: d.name }))}
            placeholder={t('sysOrg:seatForm.dutyPlaceholder')}
            data-testid="seat-duty"
          />
        </Form.Item>
        <Form.Item name="positionName" label={t('sysOrg:seatForm.positionName')}>
          <Input
            placeholder={t('sysOrg:seatForm.positionNamePlaceholder')}
            maxLength={POSITION_NAME_MAX}
            data-testid="seat-position-name"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function RoleDialog({
  seat,
  scope,
  companyId,
  onClose,
}: {
  seat: PositionRow | null;
  scope: CompanyScope;
  companyId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ roleIds: number[] }>();
  const roles = useQuery({ queryKey: [...ORG_KEY, 'roles', companyId], queryFn: () => roleOptions(scope), enabled: seat !== null });
  const options = useMemo(
    () => (roles.data ?? []).map((r) => ({ value: r.id, label: r.enabled ? r.name : `${r.name}${t('sysOrg:seatForm.roleDisabled')}` })),
    [roles.data, t],
  );
  useEffect(() => {
    if (seat) form.setFieldsValue({ roleIds: seat.roles.map((r) => r.roleId) });
  }, [seat, form]);

  const save = useMutation({
    mutationFn: (roleIds: number[]) => savePositionRoles({ ...scope, positionId: seat!.positionId, roleIds }),
    onSuccess: () => {
      void message.success(t('sysOrg:seats.rolesSaved'));
      void client.invalidateQueries({ queryKey: ORG_KEY });
      onClose();
    },
  });

  return (
    <Modal
      open={seat !== null}
      title={t('sysOrg:seatForm.rolesTitle')}
      width={520}
      okButtonProps={okProps(save.isPending, 'role-dialog-ok')}
      onOk={() => save.mutate(form.getFieldValue('roleIds') ?? [])}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="role-dialog">
        <Form.Item label={t('sysOrg:seatForm.user')}>
          <Input value={seat ? `${seat.realName || seat.userName}（${seat.userName}）` : ''} disabled />
        </Form.Item>
        <Form.Item name="roleIds" label={t('sysOrg:seatForm.roles')}>
          <Select
            mode="multiple"
            allowClear
            loading={roles.isFetching}
            options={options}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('sysOrg:seatForm.rolesPlaceholder')}
            data-testid="role-select"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
