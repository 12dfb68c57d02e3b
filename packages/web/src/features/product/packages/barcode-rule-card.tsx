// The barcode rule of a product: the coding scheme (GS1, or MA / IDcode) and which application identifiers
// its labels carry; (01) the UDI-DI is always one of them.
import { useEffect, useState } from 'react';
import { App, Button, Card, Checkbox, Flex, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { BARCODE_SCHEME_CODES, LABEL_AI_ORDER } from '@medportal/contracts/product/label-rules';
import type { BarcodeScheme, LabelAi } from '@medportal/contracts/product/products.contract';
import type { PackageView } from '@medportal/contracts/product/packages.contract';
import { Permission, usePermission } from '../../../kit/permission/permission';
import { barcodeRuleSave } from './packages-api';

export function BarcodeRuleCard({ view, onSaved }: { view: PackageView; onSaved: (view: PackageView) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canEdit = usePermission('pd.package.edit');
  const [scheme, setScheme] = useState<BarcodeScheme>(view.barcodeScheme);
  const [ais, setAis] = useState<LabelAi[]>(view.labelAis);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setScheme(view.barcodeScheme);
    setAis(view.labelAis);
  }, [view]);

  const save = async () => {
    setSaving(true);
    try {
      onSaved(await barcodeRuleSave({ productId: view.product.id, barcodeScheme: scheme, labelAis: ais }));
      void message.success(t('pdPackages:rule.saved'));
    } catch {
      // the request layer showed the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      title={t('pdPackages:rule.title')}
      size="small"
      extra={
        <Permission code="pd.package.edit">
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="rule-save">
            {t('pdPackages:rule.save')}
          </Button>
        </Permission>
      }
    >
      <Form layout="vertical" disabled={!canEdit}>
        <Form.Item label={t('pdPackages:rule.scheme')} style={{ marginBottom: 12 }}>
          <Radio.Group value={scheme} onChange={(e) => setScheme(e.target.value as BarcodeScheme)} data-testid="rule-scheme">
            {BARCODE_SCHEME_CODES.map((s) => (
              <Radio key={s} value={s}>
                {t(`pdPackages:rule.schemes.${s}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('pdPackages:rule.ais')} style={{ marginBottom: 0 }}>
          <Checkbox.Group value={ais} onChange={(v) => setAis(v as LabelAi[])} data-testid="rule-ais">
            <Flex wrap gap={8}>
              {LABEL_AI_ORDER.map((ai) => (
                <Checkbox key={ai} value={ai} disabled={ai === '01'}>
                  ({ai}) {t(`pdPackages:ai.${ai}`)}
                </Checkbox>
              ))}
            </Flex>
          </Checkbox.Group>
        </Form.Item>
      </Form>
    </Card>
  );
}
