// Permission showcase: every registered key with the session's answer, buttons and a block wrapped in
// <Permission>, and the part permission of 'userManagementList' on the session user's own row.
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Space, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@medportal/contracts/permissions';
import type { MerchantUserRow, UserRowField } from '@medportal/contracts/staff/merchant-user.contract';
import { useSessionStore } from '../../lib/session-store';
import { Permission, usePermission } from '../../kit/permission/permission';
import { PartField, partFieldState, type PartFieldState } from '../../kit/permission/part-field';
import { usePartPermission } from '../../kit/permission/use-part-permission';
import { LoadingText } from '../../kit/feedback/loading-text';
import { fetchUserPage } from './widgets-api';

// the user list's business code and its permission-controlled fields (TABLE_NO_USER_LIST and
// USER_ROW_FIELDS of the contract, whose values web code may not import)
const TABLE_NO_USER_LIST = 'userManagementList';
const USER_ROW_FIELDS = [
  'userName',
  'realName',
  'phone',
  'email',
  'companyName',
  'deptName',
  'status',
  'createTime',
  'lastLoginTime',
] as const satisfies readonly UserRowField[];

const STATE_COLORS: Record<PartFieldState, string> = { hidden: 'default', disabled: 'orange', editable: 'green' };

function KeyAnswer({ code }: { code: string }) {
  const { t } = useTranslation();
  const passes = usePermission(code);
  return (
    <Tag color={passes ? 'green' : 'default'} data-testid={`permission-answer-${code}`}>
      {t(passes ? 'demoWidgets:permission.passes' : 'demoWidgets:permission.blocked')}
    </Tag>
  );
}

/** The buttons wrapped in <Permission>, each on a real registered key. */
const BUTTONS = [
  { code: 'sys.user.unlock', label: 'unlock' },
  { code: 'sys.duty.update', label: 'dutyUpdate' },
  { code: 'fc.product.edit', label: 'productEdit' },
  { code: 'pt.productCategory.add', label: 'categoryAdd' },
] as const;

export function PermissionCard() {
  const { t } = useTranslation();
  return (
    <Card title={t('demoWidgets:permission.title')} data-testid="demo-permission">
      <Flex vertical gap="middle">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('demoWidgets:permission.intro')}
        </Typography.Paragraph>
        <Space wrap>
          {BUTTONS.map((b) => (
            <Permission key={b.code} code={b.code}>
              <Button data-testid={`permission-button-${b.code}`}>{t(`demoWidgets:permission.buttons.${b.label}`)}</Button>
            </Permission>
          ))}
          <Permission
            code={[{ code: 'fc.product.audit' }, 'fc.product.commit']}
            fallback={<Tag data-testid="permission-block-fallback">{t('demoWidgets:permission.blockHidden')}</Tag>}
          >
            <Alert type="success" showIcon title={t('demoWidgets:permission.block')} data-testid="permission-block" />
          </Permission>
        </Space>
        <Table
          size="small"
          rowKey="code"
          pagination={false}
          dataSource={PERMISSIONS.map((code) => ({ code }))}
          columns={[
            {
              title: t('demoWidgets:permission.key'),
              dataIndex: 'code',
              render: (code: string) => <Typography.Text code>{code}</Typography.Text>,
            },
            {
              title: t('demoWidgets:permission.answer'),
              dataIndex: 'code',
              key: 'answer',
              render: (code: string) => <KeyAnswer code={code} />,
            },
          ]}
        />
      </Flex>
    </Card>
  );
}

const displayValue = (row: MerchantUserRow | undefined, field: UserRowField) => {
  const value = row?.[field];
  return value === null || value === undefined ? '' : String(value);
};

export function PartPermissionCard() {
  const { t } = useTranslation();
  const session = useSessionStore((s) => s.session);
  const part = usePartPermission({ businessId: TABLE_NO_USER_LIST, businessCode: TABLE_NO_USER_LIST });
  // the session user's own row: what the list returns for them (hidden fields left out by the server)
  const own = useQuery({
    queryKey: ['demoWidgets', 'ownRow', session?.userId, session?.userName],
    queryFn: () => fetchUserPage({ userName: session?.userName ?? '', pageSize: 20 }),
    enabled: Boolean(session),
  });
  const row = own.data?.content.find((r) => r.id === session?.userId);
  const loading = part.loading || own.isPending;
  // the fields the business code registers, in the list's column order (others are not controlled)
  const controlled = USER_ROW_FIELDS.filter((field) => part.all.has(field));
  return (
    <Card title={t('demoWidgets:part.title', { code: TABLE_NO_USER_LIST })} data-testid="demo-part-permission">
      <Flex vertical gap="middle">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('demoWidgets:part.intro')}
        </Typography.Paragraph>
        {own.isError && (
          <Alert
            type="error"
            showIcon
            title={t('demoWidgets:loadFailed')}
            action={
              <Button size="small" onClick={() => void own.refetch()}>
                {t('demoWidgets:retry')}
              </Button>
            }
          />
        )}
        {loading ? (
          <LoadingText />
        ) : (
          <>
            <Descriptions size="small" column={{ xs: 1, sm: 3 }} bordered>
              {controlled.map((field) => {
                const state = partFieldState(part, field);
                return (
                  <Descriptions.Item key={field} label={t(`demoWidgets:fields.${field}`)}>
                    <Tag color={STATE_COLORS[state]} data-testid={`part-state-${field}`}>
                      {t(`demoWidgets:part.state.${state}`)}
                    </Tag>
                  </Descriptions.Item>
                );
              })}
            </Descriptions>
            {part.visible.size === 0 ? (
              <Alert type="info" showIcon title={t('demoWidgets:part.nothingVisible')} />
            ) : (
              <Form
                layout="vertical"
                style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', columnGap: 16 }}
              >
                {controlled.map((field) => (
                  <PartField key={field} part={part} field={field}>
                    <Form.Item label={t(`demoWidgets:fields.${field}`)} htmlFor={`part-${field}`}>
                      <Input id={`part-${field}`} defaultValue={displayValue(row, field)} />
                    </Form.Item>
                  </PartField>
                ))}
              </Form>
            )}
          </>
        )}
      </Flex>
    </Card>
  );
}
