// /WorkbenchSettings 工作台设置: the worktable's cards, shown or hidden and in the user's order (drag or
// up / down), with a live preview of the worktable's rows; saved on the server, after which the
// worktable (features/home/worktable-page) shows that layout.
import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Col, Flex, Row, Skeleton, Space, Switch, Typography, theme } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WORKTABLE_CARD_KEYS, worktableRows } from '@medportal/contracts/worktable/workbench-rules';
import type { WorktableCard } from '@medportal/contracts/worktable/settings.contract';
import { WORKTABLE_SETTINGS_KEY, settingsGet, settingsSaveCards } from './personal-api';
import { LoadError } from './parts';
import { SortableList } from './sortable-list';

const DEFAULT_CARDS: WorktableCard[] = WORKTABLE_CARD_KEYS.map((key) => ({ key, visible: true }));

function Preview({ cards }: { cards: readonly WorktableCard[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const rows = worktableRows(cards);
  return (
    <Flex vertical gap={8} data-testid="settings-preview">
      <Typography.Text type="secondary">{t('wbPersonal:settings.previewHint')}</Typography.Text>
      {rows.length === 0 ? (
        <Alert type="warning" showIcon title={t('wbPersonal:settings.noneVisible')} data-testid="settings-none-visible" />
      ) : (
        rows.map((row) => (
          <Row gutter={8} key={row.join('+')} data-testid="preview-row">
            {row.map((key) => (
              <Col span={24 / row.length} key={key}>
                <div
                  data-testid={`preview-${key}`}
                  style={{
                    padding: token.paddingSM,
                    minHeight: key === 'shortcuts' ? 48 : 88,
                    border: `1px dashed ${token.colorBorder}`,
                    borderRadius: token.borderRadius,
                    background: token.colorFillQuaternary,
                  }}
                >
                  <Typography.Text strong>{t(`wbPersonal:settings.card.${key}`)}</Typography.Text>
                </div>
              </Col>
            ))}
          </Row>
        ))
      )}
    </Flex>
  );
}

function Settings() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const settings = useQuery({ queryKey: WORKTABLE_SETTINGS_KEY, queryFn: settingsGet });
  const [cards, setCards] = useState<WorktableCard[] | null>(null);
  useEffect(() => {
    if (settings.data && cards === null) setCards(settings.data.cards);
  }, [settings.data, cards]);
  const save = useMutation({
    mutationFn: (cards: WorktableCard[]) => settingsSaveCards(cards),
    onSuccess: (saved) => {
      client.setQueryData(WORKTABLE_SETTINGS_KEY, saved);
      setCards(saved.cards);
      void message.success(t('wbPersonal:saved'));
    },
  });
  const changed = cards !== null && JSON.stringify(cards) !== JSON.stringify(settings.data?.cards);

  return (
    <Card
      title={t('wbPersonal:title.settings')}
      data-testid="workbench-settings-page"
      extra={
        <Space>
          <Button onClick={() => setCards(DEFAULT_CARDS)} disabled={!cards} data-testid="settings-reset">
            {t('wbPersonal:reset')}
          </Button>
          <Button
            type="primary"
            loading={save.isPending}
            disabled={!changed}
            onClick={() => cards && save.mutate(cards)}
            data-testid="settings-save"
          >
            {t('wbPersonal:save')}
          </Button>
        </Space>
      }
    >
      {settings.isError ? (
        <LoadError onRetry={() => void settings.refetch()} testId="settings-error" />
      ) : !cards ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16}>
          <Typography.Text type="secondary">{t('wbPersonal:settings.intro')}</Typography.Text>
          <Row gutter={[24, 16]}>
            <Col xs={24} lg={12}>
              <Typography.Title level={5}>{t('wbPersonal:settings.cards')}</Typography.Title>
              <SortableList
                items={cards}
                idOf={(c) => c.key}
                onMove={setCards}
                testId="card-list"
                render={(c) => (
                  <Typography.Text type={c.visible ? undefined : 'secondary'} delete={!c.visible}>
                    {t(`wbPersonal:settings.card.${c.key}`)}
                  </Typography.Text>
                )}
                actions={(c) => (
                  <Switch
                    checked={c.visible}
                    checkedChildren={t('wbPersonal:settings.visible')}
                    unCheckedChildren={t('wbPersonal:settings.hidden')}
                    onChange={(visible) => setCards(cards.map((x) => (x.key === c.key ? { ...x, visible } : x)))}
                    data-testid={`card-visible-${c.key}`}
                  />
                )}
              />
            </Col>
            <Col xs={24} lg={12}>
              <Typography.Title level={5}>{t('wbPersonal:settings.preview')}</Typography.Title>
              <Preview cards={cards} />
            </Col>
          </Row>
          {changed && <Typography.Text type="warning">{t('wbPersonal:unsaved')}</Typography.Text>}
        </Flex>
      )}
    </Card>
  );
}

export function WorkbenchSettingsPage() {
  return (
    <App component={false}>
      <Settings />
    </App>
  );
}
