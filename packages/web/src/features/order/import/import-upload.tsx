// 新建导入: the kind of import (订单明细 needs the supplier and product line the lines are bought under),
// its template, and the workbook in the kit's upload look — .xlsx within 20 MB, checked before sending
// (the server checks again). The server answers at once with a progress id; the page then polls it.
import { useState } from 'react';
import { App, Button, Flex, Form, Radio, Select, Spin, Typography, Upload, theme, type UploadProps } from 'antd';
import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ImportKind, ImportStarted } from '@medportal/contracts/mall/imports.contract';
import { UPLOAD_CARD } from '../../../kit/upload/upload-rules';
import {
  downloadImportTemplate,
  readExcelOperation,
  readExcelTemplateOperation,
  readExcelTemplateProduct,
  readExcelWareHosp,
  readFile,
} from '../api/imports-api';
import { getProductLineNameList, vendorList } from '../api/master-data-api';
import { IMPORT_KIND_LIST, IMPORT_MAX_BYTES } from '../delivery/ops-dicts';

export type ImportRefusal = 'type' | 'size' | 'empty';

/** Why a chosen file may not be sent: only .xlsx, not empty, within 20 MB. */
export function importRefusal(file: Pick<File, 'name' | 'size'>): ImportRefusal | null {
  if (!/\.xlsx$/i.test(file.name)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > IMPORT_MAX_BYTES) return 'size';
  return null;
}

type Choice = { vendorNum?: string; productLineCode?: string };

function send(kind: ImportKind, file: File, choice: Choice): Promise<ImportStarted> {
  switch (kind) {
    case 'orderLines':
      return readFile(file, choice.productLineCode!, choice.vendorNum!);
    case 'templateProduct':
      return readExcelTemplateProduct(file);
    case 'templateOperation':
      return readExcelTemplateOperation(file);
    case 'operation':
      return readExcelOperation(file);
    case 'wareHosp':
      return readExcelWareHosp(file);
  }
}

export function ImportUpload({ onStarted }: { onStarted: (progressId: number, fileName: string) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const [kind, setKind] = useState<ImportKind>('orderLines');
  const [choice, setChoice] = useState<Choice>({});
  const needsLine = kind === 'orderLines';
  const vendors = useQuery({ queryKey: ['order', 'vendors'], queryFn: vendorList, enabled: needsLine });
  const lines = useQuery({
    queryKey: ['order', 'productLines', choice.vendorNum],
    queryFn: () => getProductLineNameList({ vendorCode: choice.vendorNum }),
    enabled: needsLine && Boolean(choice.vendorNum),
  });
  const ready = !needsLine || Boolean(choice.vendorNum && choice.productLineCode);
  const template = useMutation({ mutationFn: () => downloadImportTemplate(kind) });
  const upload = useMutation({
    mutationFn: (file: File) => send(kind, file, choice),
    onSuccess: (started, file) => onStarted(started.progressId, file.name),
  });

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const refusal = importRefusal(file);
    if (!refusal) return true;
    void message.error(t(`orderOps:import.refusal.${refusal}`, { name: file.name }));
    return Upload.LIST_IGNORE;
  };

  return (
    <Flex vertical gap={16} data-testid="import-upload">
      <Radio.Group
        optionType="button"
        value={kind}
        onChange={(e) => setKind(e.target.value as ImportKind)}
        options={IMPORT_KIND_LIST.map((k) => ({ value: k, label: t(`orderOps:import.kind.${k}`) }))}
        data-testid="import-kind"
      />
      {needsLine && (
        <Form layout="inline">
          <Form.Item label={t('orderOps:import.vendor')} required>
            <Select
              style={{ width: 280 }}
              placeholder={t('orderOps:import.vendorPlaceholder')}
              aria-label={t('orderOps:import.vendor')}
              loading={vendors.isFetching}
              value={choice.vendorNum}
              onChange={(vendorNum: string) => setChoice({ vendorNum })}
              options={(vendors.data ?? []).map((v) => ({ value: v.vendorCode, label: v.vendorName }))}
              data-testid="import-vendor"
            />
          </Form.Item>
          <Form.Item label={t('orderOps:import.productLine')} required>
            <Select
              style={{ width: 240 }}
              placeholder={t('orderOps:import.productLinePlaceholder')}
              aria-label={t('orderOps:import.productLine')}
              disabled={!choice.vendorNum}
              loading={lines.isFetching}
              value={choice.productLineCode}
              onChange={(productLineCode: string) => setChoice((c) => ({ ...c, productLineCode }))}
              options={(lines.data ?? []).map((l) => ({ value: l.productLineCode, label: `${l.productLineName}（${l.productLineCode}）` }))}
              data-testid="import-line"
            />
          </Form.Item>
        </Form>
      )}
      <Flex gap={24} align="flex-start" wrap>
        <Spin spinning={upload.isPending} description={t('orderOps:import.uploading')}>
          <Upload
            listType="picture-card"
            accept=".xlsx"
            showUploadList={false}
            disabled={!ready || upload.isPending}
            beforeUpload={beforeUpload}
            customRequest={({ file, onSuccess }) => {
              // the list is not antd's: the progress panel follows the import
              upload.mutate(file as File, { onSettled: () => onSuccess?.(null) });
            }}
            styles={{ trigger: { width: UPLOAD_CARD.width, height: UPLOAD_CARD.height, margin: 0 } }}
          >
            <Flex vertical align="center" gap={6} data-testid="import-trigger">
              <FileExcelOutlined style={{ fontSize: 32, color: ready ? token.colorSuccess : token.colorTextQuaternary }} />
              <span>{t('orderOps:import.choose')}</span>
            </Flex>
          </Upload>
        </Spin>
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">{t('orderOps:import.tip')}</Typography.Text>
          {!ready && (
            <Typography.Text type="warning" data-testid="import-need-line">
              {t('orderOps:import.needLine')}
            </Typography.Text>
          )}
          <Button
            icon={<DownloadOutlined />}
            loading={template.isPending}
            onClick={() => template.mutate()}
            data-testid="import-template"
            style={{ alignSelf: 'flex-start' }}
          >
            {t('orderOps:import.template', { kind: t(`orderOps:import.kind.${kind}`) })}
          </Button>
        </Flex>
      </Flex>
    </Flex>
  );
}
