// The preview of a template: an input per ${variable} the text uses (filled with the sample values) and
// the text rendered with them, updated as either changes.
import { useState } from 'react';
import { Card, Descriptions, Empty, Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_SAMPLE_VALUES, renderTemplate, templateVariables } from '@medportal/contracts/system/messaging-rules';

/**
 * A form-rule message shown as written: antd fills `\${x}` of rule messages with its own values, so a
 * message naming a template variable escapes it.
 */
export const literalMessage = (text: string) => text.replace(/\$\{/g, '\\${');

export type TemplatePreviewProps = {
  /** the texts to preview, e.g. [subject, body] of a mail or [text] of an SMS */
  parts: { key: string; label: string; text: string }[];
  /** values the screen fixes (e.g. the company's name) over the samples */
  fixed?: Record<string, string>;
};

export function TemplatePreview({ parts, fixed = {} }: TemplatePreviewProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>({});
  const names = [...new Set(parts.flatMap((p) => templateVariables(p.text)))];
  const valueOf = (name: string) => values[name] ?? fixed[name] ?? TEMPLATE_SAMPLE_VALUES[name] ?? '';
  const all = Object.fromEntries(names.map((n) => [n, valueOf(n)]));
  return (
    <Card size="small" title={t('sysMessaging:preview.title')} data-testid="template-preview">
      <Flex vertical gap={12}>
        {names.length === 0 ? (
          <Typography.Text type="secondary">{t('sysMessaging:preview.noVariables')}</Typography.Text>
        ) : (
          <Descriptions
            size="small"
            column={1}
            title={t('sysMessaging:preview.samples')}
            items={names.map((name) => ({
              key: name,
              label: `\${${name}}`,
              children: (
                <Input
                  size="small"
                  value={valueOf(name)}
                  onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
                  aria-label={`\${${name}}`}
                  data-testid={`preview-var-${name}`}
                />
              ),
            }))}
          />
        )}
        {parts.every((p) => !p.text.trim()) ? (
          <Empty description={t('sysMessaging:preview.empty')} />
        ) : (
          parts.map((p) => (
            <div key={p.key}>
              <Typography.Text type="secondary">{p.label}</Typography.Text>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid={`preview-${p.key}`}>
                {renderTemplate(p.text, all)}
              </Typography.Paragraph>
            </div>
          ))
        )}
      </Flex>
    </Card>
  );
}
