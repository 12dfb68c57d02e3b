// Labels of a product's levels: the symbology, the lot, dates and serial its barcode rule carries, a live
// preview (the SVG fetched with the session, shown through an object URL), PNG / SVG downloads and
// 打印标签: an A4 PDF sheet of the copies, shown in the kit's PDF previewer.
import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Card, Col, Flex, Form, Input, InputNumber, Row, Select, Spin, Typography } from 'antd';
import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  LABEL_SHEET_MAX,
  LABEL_SYMBOLOGIES,
  LABEL_TEXT_MAX,
  LABEL_TEXT_SYMBOLS,
  isLabelText,
  labelDate,
} from '@medportal/contracts/product/label-rules';
import type { LabelSymbology, PackageView } from '@medportal/contracts/product/packages.contract';
import type { LabelAi } from '@medportal/contracts/product/products.contract';
import { isApiError } from '../../../lib/api-client';
import { PdfPreviewer } from '../../../kit/viewer/pdf-previewer';
import { downloadLabel, fetchLabel, fetchLabelSheet, type LabelRequest } from './packages-api';

export const PREVIEW_DEBOUNCE_MS = 400;

type Data = { lot: string; expiry: string; productionDate: string; serial: string };
const FIELDS: { key: keyof Data; ai: LabelAi; kind: 'text' | 'date' }[] = [
  { key: 'productionDate', ai: '11', kind: 'date' },
  { key: 'expiry', ai: '17', kind: 'date' },
  { key: 'lot', ai: '10', kind: 'text' },
  { key: 'serial', ai: '21', kind: 'text' },
];

type Preview = { status: 'idle' | 'loading' } | { status: 'ready'; url: string; text: string } | { status: 'error'; msg: string };

export function LabelPanel({ view }: { view: PackageView }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const levels = view.levels.filter((l) => l.udiDi);
  const [level, setLevel] = useState<number | undefined>(levels[0]?.level);
  const [symbology, setSymbology] = useState<LabelSymbology>('gs1-128');
  const [data, setData] = useState<Data>({ lot: '', expiry: '', productionDate: '', serial: '' });
  const [copies, setCopies] = useState(1);
  const [preview, setPreview] = useState<Preview>({ status: 'idle' });
  const [sheet, setSheet] = useState<Blob | null>(null);
  const [printing, setPrinting] = useState(false);
  const fields = FIELDS.filter((f) => view.labelAis.includes(f.ai));
  const isMa = view.barcodeScheme === 'MA';

  useEffect(() => {
    if (level === undefined || !view.levels.some((l) => l.level === level && l.udiDi)) setLevel(levels[0]?.level);
  }, [view, level, levels]);

  const errors = useMemo(() => {
    const out: Partial<Record<keyof Data, string>> = {};
    for (const f of fields) {
      const value = data[f.key].trim();
      if (!value) continue;
      if (f.kind === 'date' && !labelDate(value)) out[f.key] = t('pdPackages:label.dateInvalid');
      if (f.kind === 'text' && !isLabelText(value))
        out[f.key] = t('pdPackages:label.textInvalid', { max: LABEL_TEXT_MAX, symbols: LABEL_TEXT_SYMBOLS });
    }
    return out;
  }, [data, fields, t]);
  const valid = Object.keys(errors).length === 0;

  const req: LabelRequest | null =
    level === undefined
      ? null
      : { productId: view.product.id, level, symbology, ...Object.fromEntries(fields.map((f) => [f.key, data[f.key].trim()])) };
  const reqKey = JSON.stringify(req);

  useEffect(() => {
    if (!req || !valid || isMa) {
      setPreview({ status: 'idle' });
      return undefined;
    }
    const controller = new AbortController();
    let url: string | null = null;
    const timer = setTimeout(() => {
      setPreview({ status: 'loading' });
      fetchLabel(req, 'svg', controller.signal).then(
        ({ blob, text }) => {
          url = URL.createObjectURL(blob);
          setPreview({ status: 'ready', url, text });
        },
        (e: unknown) => {
          if (controller.signal.aborted) return;
          setPreview({ status: 'error', msg: isApiError(e) && e.msg ? e.msg : t('pdPackages:label.previewFailed') });
        },
      );
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
    // reqKey stands for req
  }, [reqKey, valid, isMa, t]);

  const fileName = (ext: string) => `${view.product.code}-L${level}.${ext}`;
  const print = async () => {
    if (!req) return;
    setPrinting(true);
    try {
      setSheet(await fetchLabelSheet({ items: [{ ...req, copies }] }));
    } catch (e) {
      void message.error(isApiError(e) && e.msg ? e.msg : t('pdPackages:label.printFailed'));
    } finally {
      setPrinting(false);
    }
  };

  const ready = Boolean(req) && valid && !isMa;
  return (
    <Card title={t('pdPackages:label.title')} size="small">
      {isMa && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('pdPackages:label.maUnsupported')} data-testid="label-ma" />
      )}
      {levels.length === 0 && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('pdPackages:label.noLevels')} />}
      <Row gutter={24}>
        <Col xs={24} lg={12}>
          <Form layout="vertical">
            <Row gutter={12}>
              <Col span={12}>
                <Form.Item label={t('pdPackages:label.level')}>
                  <Select
                    value={level}
                    onChange={setLevel}
                    data-testid="label-level"
                    options={levels.map((l) => ({ value: l.level, label: `${t('pdPackages:levels.levelN', { n: l.level })} · ${l.name}` }))}
                  />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item label={t('pdPackages:label.symbology')}>
                  <Select
                    value={symbology}
                    onChange={setSymbology}
                    data-testid="label-symbology"
                    options={LABEL_SYMBOLOGIES.map((s) => ({ value: s, label: t(`pdPackages:label.symbologies.${s}`) }))}
                  />
                </Form.Item>
              </Col>
              {fields.map((f) => (
                <Col span={12} key={f.key}>
                  <Form.Item
                    label={`(${f.ai}) ${t(`pdPackages:ai.${f.ai}`)}`}
                    validateStatus={errors[f.key] ? 'error' : undefined}
                    help={errors[f.key]}
                  >
                    <Input
                      value={data[f.key]}
                      maxLength={f.kind === 'date' ? 10 : LABEL_TEXT_MAX}
                      placeholder={f.kind === 'date' ? t('pdPackages:label.datePlaceholder') : undefined}
                      onChange={(e) => setData((d) => ({ ...d, [f.key]: e.target.value }))}
                      data-testid={`label-${f.key}`}
                    />
                  </Form.Item>
                </Col>
              ))}
              <Col span={12}>
                <Form.Item label={t('pdPackages:label.copies')} extra={t('pdPackages:label.copiesHint', { max: LABEL_SHEET_MAX })}>
                  <InputNumber
                    min={1}
                    max={LABEL_SHEET_MAX}
                    precision={0}
                    value={copies}
                    onChange={(v) => setCopies(v ?? 1)}
                    style={{ width: '100%' }}
                    data-testid="label-copies"
                  />
                </Form.Item>
              </Col>
            </Row>
          </Form>
          <Flex gap={8} wrap>
            <Button
              icon={<DownloadOutlined />}
              disabled={!ready}
              onClick={() => req && void downloadLabel(req, 'png', fileName('png'))}
              data-testid="label-png"
            >
              {t('pdPackages:label.downloadPng')}
            </Button>
            <Button
              icon={<DownloadOutlined />}
              disabled={!ready}
              onClick={() => req && void downloadLabel(req, 'svg', fileName('svg'))}
              data-testid="label-svg"
            >
              {t('pdPackages:label.downloadSvg')}
            </Button>
            <Button
              type="primary"
              icon={<PrinterOutlined />}
              disabled={!ready}
              loading={printing}
              onClick={() => void print()}
              data-testid="label-print"
            >
              {t('pdPackages:label.print')}
            </Button>
          </Flex>
        </Col>
        <Col xs={24} lg={12}>
          <Flex vertical align="center" justify="center" gap={8} style={{ minHeight: 220 }} data-testid="label-preview">
            {preview.status === 'loading' && <Spin />}
            {preview.status === 'ready' && (
              <>
                <Typography.Text strong>
                  {view.product.name} · {view.product.specification}
                </Typography.Text>
                <img src={preview.url} alt={preview.text} style={{ maxWidth: '100%', maxHeight: 200 }} data-testid="label-preview-image" />
                <Typography.Text code data-testid="label-element-string">
                  {preview.text}
                </Typography.Text>
              </>
            )}
            {preview.status === 'error' && <Alert type="error" showIcon title={preview.msg} data-testid="label-preview-error" />}
            {preview.status === 'idle' && <Typography.Text type="secondary">{t('pdPackages:label.previewIdle')}</Typography.Text>}
          </Flex>
        </Col>
      </Row>
      <PdfPreviewer open={sheet !== null} source={sheet} title={t('pdPackages:label.sheetTitle')} onClose={() => setSheet(null)} />
    </Card>
  );
}
