// The packaging levels of a product as an editable table: level 1 is the product's own unit (read only),
// levels 2.. each with a name, a UDI-DI whose GS1 check digit is checked here already, the quantity of the
// level below and a unit; the base units of each level follow the quantities as they are typed.
import { useEffect } from 'react';
import { App, Button, Card, Flex, Form, Input, InputNumber, Table, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { gs1CheckDigit, isValidGtin14 } from '@medportal/contracts/product/gs1-rules';
import { PACKAGE_LEVELS_MAX } from '@medportal/contracts/product/label-rules';
import type { PackageLevelInput, PackageView } from '@medportal/contracts/product/packages.contract';
import { useConfirm } from '../../../kit/feedback/confirm-dialog';
import { Permission, usePermission } from '../../../kit/permission/permission';
import { packageSave } from './packages-api';

type Values = { levels: Partial<PackageLevelInput>[] };

const levelsOf = (view: PackageView): PackageLevelInput[] =>
  view.levels.slice(1).map((l) => ({ name: l.name, udiDi: l.udiDi ?? '', quantity: l.quantity, unit: l.unit }));

/** Base units per edited level: the running product of the quantities (null once one is not a number). */
export function baseUnitsOf(levels: Partial<PackageLevelInput>[]): (number | null)[] {
  let units: number | null = 1;
  return levels.map((l) => {
    units = units !== null && typeof l.quantity === 'number' && l.quantity >= 1 ? units * l.quantity : null;
    return units;
  });
}

export function LevelEditor({ view, onSaved }: { view: PackageView; onSaved: (view: PackageView) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const [form] = Form.useForm<Values>();
  const canEdit = usePermission('pd.package.edit');
  const watched = Form.useWatch('levels', form) ?? levelsOf(view);
  const units = baseUnitsOf(watched);

  useEffect(() => form.setFieldsValue({ levels: levelsOf(view) }), [form, view]);

  const udiRule = {
    validator: async (_: unknown, value: string | undefined) => {
      const di = (value ?? '').trim();
      if (!di) throw new Error(t('pdPackages:levels.udiRequired'));
      if (!/^[0-9]{14}$/.test(di)) throw new Error(t('pdPackages:levels.udiFormat'));
      if (!isValidGtin14(di)) throw new Error(t('pdPackages:levels.udiCheckDigit', { digit: gs1CheckDigit(di.slice(0, 13)) }));
    },
  };

  const save = async () => {
    const values = await form.validateFields();
    const levels = values.levels.map((l) => ({
      name: (l.name ?? '').trim(),
      udiDi: (l.udiDi ?? '').trim(),
      quantity: l.quantity ?? 1,
      unit: (l.unit ?? '').trim(),
    }));
    if (levels.length < view.levels.length - 1) await confirm({ content: t('pdPackages:levels.removeConfirm') });
    onSaved(await packageSave({ productId: view.product.id, levels }));
    void message.success(t('pdPackages:levels.saved'));
  };

  const base = view.levels[0]!;
  return (
    <Card
      title={t('pdPackages:levels.title')}
      size="small"
      extra={
        <Permission code="pd.package.edit">
          <Flex gap={8}>
            <Button onClick={() => form.setFieldsValue({ levels: levelsOf(view) })} data-testid="levels-reset">
              {t('pdPackages:levels.reset')}
            </Button>
            <Button type="primary" onClick={() => void save().catch(() => undefined)} data-testid="levels-save">
              {t('pdPackages:levels.save')}
            </Button>
          </Flex>
        </Permission>
      }
    >
      <Form form={form} component={false} initialValues={{ levels: levelsOf(view) }} disabled={!canEdit}>
        <Form.List name="levels">
          {(fields, { add, remove }) => (
            <>
              <Table
                size="small"
                pagination={false}
                rowKey="key"
                data-testid="levels-table"
                dataSource={[{ key: 'base' as const, fieldName: -1 }, ...fields.map((f) => ({ key: f.key, fieldName: f.name }))]}
                columns={[
                  {
                    title: t('pdPackages:levels.level'),
                    width: 70,
                    render: (_v, _r, i) => t('pdPackages:levels.levelN', { n: i + 1 }),
                  },
                  {
                    title: t('pdPackages:levels.name'),
                    render: (_v, r) =>
                      r.fieldName < 0 ? (
                        t('pdPackages:levels.baseUnit', { unit: base.unit })
                      ) : (
                        <Form.Item
                          name={[r.fieldName, 'name']}
                          style={{ marginBottom: 0 }}
                          rules={[{ required: true, whitespace: true, message: t('pdPackages:levels.nameRequired') }]}
                        >
                          <Input
                            maxLength={20}
                            placeholder={t('pdPackages:levels.namePlaceholder')}
                            data-testid={`level-name-${r.fieldName}`}
                          />
                        </Form.Item>
                      ),
                  },
                  {
                    title: 'UDI-DI',
                    width: 230,
                    render: (_v, r) =>
                      r.fieldName < 0 ? (
                        (base.udiDi ?? <Typography.Text type="secondary">{t('pdPackages:levels.noUdi')}</Typography.Text>)
                      ) : (
                        <Form.Item
                          name={[r.fieldName, 'udiDi']}
                          style={{ marginBottom: 0 }}
                          rules={[udiRule]}
                          validateTrigger={['onChange', 'onBlur']}
                        >
                          <Input
                            maxLength={14}
                            placeholder={t('pdPackages:levels.udiPlaceholder')}
                            data-testid={`level-udi-${r.fieldName}`}
                          />
                        </Form.Item>
                      ),
                  },
                  {
                    title: t('pdPackages:levels.quantity'),
                    width: 150,
                    render: (_v, r) =>
                      r.fieldName < 0 ? (
                        1
                      ) : (
                        <Form.Item
                          name={[r.fieldName, 'quantity']}
                          style={{ marginBottom: 0 }}
                          rules={[{ required: true, message: t('pdPackages:levels.quantityRequired') }]}
                        >
                          <InputNumber
                            min={1}
                            max={1_000_000}
                            precision={0}
                            style={{ width: '100%' }}
                            data-testid={`level-quantity-${r.fieldName}`}
                          />
                        </Form.Item>
                      ),
                  },
                  {
                    title: t('pdPackages:levels.unit'),
                    width: 110,
                    render: (_v, r) =>
                      r.fieldName < 0 ? (
                        base.unit
                      ) : (
                        <Form.Item
                          name={[r.fieldName, 'unit']}
                          style={{ marginBottom: 0 }}
                          rules={[{ required: true, whitespace: true, message: t('pdPackages:levels.unitRequired') }]}
                        >
                          <Input maxLength={16} data-testid={`level-unit-${r.fieldName}`} />
                        </Form.Item>
                      ),
                  },
                  {
                    title: t('pdPackages:levels.baseUnits'),
                    width: 140,
                    render: (_v, r, i) => {
                      const n = r.fieldName < 0 ? 1 : units[i - 1];
                      return <span data-testid={`level-base-${i + 1}`}>{n === null || n === undefined ? '-' : `${n} ${base.unit}`}</span>;
                    },
                  },
                  {
                    title: t('pdPackages:levels.actions'),
                    width: 70,
                    render: (_v, r) =>
                      r.fieldName < 0 ? null : (
                        <Permission code="pd.package.edit">
                          <Button
                            type="link"
                            size="small"
                            danger
                            icon={<DeleteOutlined />}
                            aria-label={t('pdPackages:levels.remove')}
                            onClick={() => remove(r.fieldName)}
                            data-testid={`level-remove-${r.fieldName}`}
                          />
                        </Permission>
                      ),
                  },
                ]}
              />
              <Permission code="pd.package.edit">
                <Button
                  type="dashed"
                  block
                  icon={<PlusOutlined />}
                  style={{ marginTop: 8 }}
                  disabled={fields.length >= PACKAGE_LEVELS_MAX}
                  onClick={() => add({ name: '', udiDi: '', quantity: undefined, unit: '' })}
                  data-testid="level-add"
                >
                  {fields.length >= PACKAGE_LEVELS_MAX
                    ? t('pdPackages:levels.max', { max: PACKAGE_LEVELS_MAX })
                    : t('pdPackages:levels.add')}
                </Button>
              </Permission>
            </>
          )}
        </Form.List>
      </Form>
    </Card>
  );
}
