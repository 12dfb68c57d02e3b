// /merchants/management/labelList/labelListDetail?id=N 标签详情: the label as merchants will see it, its
// category (linked to the category's detail), applies-to, colour, sort, status, remark and times, with
// 编辑 / 启用 / 停用 / 删除 for pd.labelList.edit. A label hidden from the options (itself or its category
// disabled) says so.
import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Flex, Result, Space, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePermission } from '../../../kit/permission/permission';
import { showInstant } from '../../../lib/time';
import { LabelFormDialog, type LabelFormState } from './label-form-dialog';
import { LABELS_KEY, labelDetail, type LabelRow } from './labels-api';
import { CATEGORY_DETAIL_PATH, LABEL_EDIT, LABEL_LIST_PATH, LabelTag, StatusTag, useLabelActions } from './label-parts';

function Detail({ label }: { label: LabelRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = usePermission(LABEL_EDIT);
  const actions = useLabelActions({ onDeleted: () => void navigate(LABEL_LIST_PATH) });
  const [form, setForm] = useState<LabelFormState>(null);
  const hiddenBecause = !label.categoryEnabled
    ? 'pdLabels:label.hiddenByCategory'
    : !label.enabled
      ? 'pdLabels:label.hiddenByStatus'
      : null;

  return (
    <Card
      title={t('pdLabels:title.labelDetail')}
      data-testid="label-detail-page"
      extra={
        <Space>
          <Button onClick={() => void navigate(LABEL_LIST_PATH)}>{t('pdLabels:action.back')}</Button>
          {canEdit && (
            <>
              <Button onClick={() => setForm({ label })} data-testid="label-edit">
                {t('pdLabels:action.edit')}
              </Button>
              <Button onClick={() => void actions.toggleLabel(label)} data-testid="label-toggle">
                {label.enabled ? t('pdLabels:action.disable') : t('pdLabels:action.enable')}
              </Button>
              <Button danger onClick={() => void actions.removeLabel(label)} data-testid="label-delete">
                {t('pdLabels:action.delete')}
              </Button>
            </>
          )}
        </Space>
      }
    >
      <Flex vertical gap={12}>
        {hiddenBecause && <Alert type="warning" showIcon title={t(hiddenBecause)} data-testid="label-hidden-note" />}
        <Descriptions
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            {
              key: 'preview',
              label: t('pdLabels:label.preview'),
              children: <LabelTag name={label.name} colour={label.colour} testId="label-tag" />,
            },
            {
              key: 'category',
              label: t('pdLabels:label.category'),
              children: (
                <Button
                  type="link"
                  size="small"
                  style={{ padding: 0 }}
                  onClick={() => void navigate(`${CATEGORY_DETAIL_PATH}?id=${label.categoryId}`)}
                  data-testid="label-category-link"
                >
                  {label.categoryName}
                </Button>
              ),
            },
            { key: 'appliesTo', label: t('pdLabels:category.appliesTo'), children: t(`pdLabels:appliesTo.${label.appliesTo}`) },
            { key: 'name', label: t('pdLabels:label.name'), children: label.name },
            { key: 'colour', label: t('pdLabels:label.colour'), children: label.colour },
            { key: 'status', label: t('pdLabels:field.status'), children: <StatusTag enabled={label.enabled} testId="label-status" /> },
            { key: 'sort', label: t('pdLabels:field.sort'), children: label.sort },
            { key: 'createdAt', label: t('pdLabels:field.createdAt'), children: showInstant(label.createdAt) },
            { key: 'updatedAt', label: t('pdLabels:field.updatedAt'), children: showInstant(label.updatedAt) },
            {
              key: 'remark',
              label: t('pdLabels:label.remark'),
              span: 'filled',
              children: label.remark || <Typography.Text type="secondary">{t('pdLabels:none')}</Typography.Text>,
            },
          ]}
        />
      </Flex>
      <LabelFormDialog state={form} onClose={() => setForm(null)} />
    </Card>
  );
}

function DetailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({ queryKey: [...LABELS_KEY, 'label', id], queryFn: () => labelDetail(id), enabled: valid });
  if (valid && detail.isPending) return <Spin style={{ display: 'block', margin: 48 }} data-testid="label-loading" />;
  if (!valid || !detail.data) return <Result status="warning" title={t('pdLabels:label.notFound')} data-testid="label-not-found" />;
  return <Detail label={detail.data} />;
}

export function LabelDetailPage() {
  return (
    <App component={false}>
      <DetailScreen />
    </App>
  );
}
