// The PlainForm's own types (input-two, input-two-select, url, radio-block, line, button) started
// from the session user's profile, with exactly what the form emits shown beside it.
import { useMemo, useState } from 'react';
import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@medportal/contracts/staff/profile.contract';
import type { FormFieldDef, FormValues } from '../../kit/form/form-field-types';
import { PlainForm } from '../../kit/form/plain-form';
import { PHONE_LIKE } from '../../kit/inputs/patterns';
import { ValueBlock } from './form-demo-gate';

export function FormDemoPlainCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [emitted, setEmitted] = useState<FormValues | null>(null);
  const fields = useMemo<FormFieldDef[]>(
    () => [
      {
        field: 'names',
        type: 'input-two',
        label: t('demoForm:plain.names'),
        placeholder: [t('demoForm:plain.realName'), t('demoForm:plain.position')],
      },
      {
        field: 'contact',
        type: 'input-two-select',
        label: t('demoForm:plain.contact'),
        placeholder: [t('demoForm:plain.contactType'), t('demoForm:plain.contactValue')],
        options: [
          { label: t('demoForm:plain.mobile'), value: 'mobile' },
          { label: t('demoForm:plain.landline'), value: 'landline' },
        ],
      },
      { field: 'site', type: 'url', label: t('demoForm:plain.site') },
      { field: 'sep', type: 'line' },
      {
        field: 'notice',
        type: 'radio-block',
        label: t('demoForm:plain.notice'),
        valueDefault: 'sms',
        options: [
          { label: t('demoForm:plain.sms'), value: 'sms', text: t('demoForm:plain.smsText') },
          { label: t('demoForm:plain.mail'), value: 'mail', text: t('demoForm:plain.mailText') },
        ],
      },
      { field: 'submit', type: 'button', label: t('demoForm:plain.submit') },
    ],
    [t],
  );
  const values = useMemo(
    () => ({
      names: [profile.realName, profile.positionName],
      contact: ['mobile', profile.phone ?? ''],
      site: '',
      notice: profile.email ? 'mail' : 'sms',
    }),
    [profile],
  );
  const rules = useMemo(
    () => ({
      contact: [
        {
          validator: (_: unknown, v: [unknown, string] | undefined) =>
            !v?.[1] || PHONE_LIKE.test(v[1]) ? Promise.resolve() : Promise.reject(new Error(t('demoForm:plain.contactInvalid'))),
        },
      ],
    }),
    [t],
  );
  return (
    <Card title={t('demoForm:plain.title')} data-testid="demo-plain-card">
      <Row gutter={24}>
        <Col xs={24} lg={14}>
          <PlainForm fields={fields} mode="edit" values={values} rules={rules} onSubmit={setEmitted} />
        </Col>
        <Col xs={24} lg={10}>
          <Typography.Text type="secondary">{t('demoForm:plain.emitted')}</Typography.Text>
          {emitted ? (
            <ValueBlock value={emitted} testId="demo-plain-emitted" />
          ) : (
            <Typography.Paragraph type="secondary" data-testid="demo-plain-emitted">
              {t('demoForm:plain.notYet')}
            </Typography.Paragraph>
          )}
        </Col>
      </Row>
    </Card>
  );
}
