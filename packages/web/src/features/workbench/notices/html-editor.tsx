// The notice body's editor: no rich-text editor is among the web's dependencies, so the body is simple
// HTML typed in a text area, with buttons that wrap the selection in the common tags, and beside it a
// live preview of the HTML as the server will keep it (notice-html: the same allow-list).
import { useRef } from 'react';
import { Button, Card, Col, Empty, Input, Row, Space, Tooltip, type GetRef } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasText } from './notice-html';
import { NoticeBody } from './notice-parts';

type TextAreaRef = GetRef<typeof Input.TextArea>;

type Wrap = { key: string; before: string; after: string };

const WRAPS: readonly Wrap[] = [
  { key: 'paragraph', before: '<p>', after: '</p>' },
  { key: 'heading', before: '<h3>', after: '</h3>' },
  { key: 'bold', before: '<strong>', after: '</strong>' },
  { key: 'italic', before: '<em>', after: '</em>' },
  { key: 'list', before: '<ul>\n  <li>', after: '</li>\n</ul>' },
  { key: 'link', before: '<a href="https://" target="_blank">', after: '</a>' },
];

/** The text with the selection [start, end) wrapped, and where the caret goes (after the wrapped text). */
export function wrapSelection(text: string, start: number, end: number, w: Pick<Wrap, 'before' | 'after'>) {
  const next = text.slice(0, start) + w.before + text.slice(start, end) + w.after + text.slice(end);
  return { text: next, caret: end + w.before.length + (start === end ? 0 : w.after.length) };
}

type HtmlEditorProps = { value?: string; onChange?: (value: string) => void; id?: string };

export function HtmlEditor({ value = '', onChange, id }: HtmlEditorProps) {
  const { t } = useTranslation();
  const ref = useRef<TextAreaRef>(null);

  const apply = (w: Wrap) => {
    const area = ref.current?.resizableTextArea?.textArea;
    const start = area?.selectionStart ?? value.length;
    const end = area?.selectionEnd ?? value.length;
    const next = wrapSelection(value, start, end, w);
    onChange?.(next.text);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <Row gutter={12}>
      <Col span={12}>
        <Space wrap size={4} style={{ marginBottom: 8 }}>
          {WRAPS.map((w) => (
            <Tooltip key={w.key} title={`${w.before}…${w.after}`}>
              <Button size="small" onClick={() => apply(w)} data-testid={`editor-${w.key}`}>
                {t(`wbNotices:editor.${w.key}`)}
              </Button>
            </Tooltip>
          ))}
        </Space>
        <Input.TextArea
          id={id}
          ref={ref}
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
          rows={14}
          placeholder={t('wbNotices:form.contentPlaceholder')}
          style={{ fontFamily: 'monospace' }}
          data-testid="notice-content-input"
        />
      </Col>
      <Col span={12}>
        <Card size="small" title={t('wbNotices:editor.preview')} styles={{ body: { maxHeight: 340, overflow: 'auto' } }}>
          {hasText(value) ? (
            <NoticeBody html={value} testId="notice-preview" />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('wbNotices:editor.previewEmpty')} />
          )}
        </Card>
      </Col>
    </Row>
  );
}
