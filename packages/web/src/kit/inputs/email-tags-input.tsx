// Email list input of spec 2 section 5: an entry becomes a tag on blur (or Enter); a tag that is not
// a valid address shows the danger style, a valid one success; a tag edited down to nothing is removed.
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Flex, Input, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMAIL_PATTERN } from './patterns';

export const isEmail = (text: string): boolean => EMAIL_PATTERN.test(text);

/** Entries of a typed or pasted text: separated by semicolons, commas or spaces. */
const entriesOf = (text: string): string[] =>
  text
    .split(/[;；,，\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);

export type EmailTagsInputProps = {
  value?: string[] | null;
  onChange?: (value: string[]) => void;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
};

export function EmailTagsInput({ value, onChange, disabled, placeholder, id }: EmailTagsInputProps) {
  const { t } = useTranslation();
  const tags = value ?? [];
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<{ index: number; text: string } | null>(null);

  const add = () => {
    const fresh = entriesOf(draft).filter((e, i, all) => !tags.includes(e) && all.indexOf(e) === i);
    setDraft('');
    if (fresh.length) onChange?.([...tags, ...fresh]);
  };
  const finishEdit = () => {
    if (!editing) return;
    const text = editing.text.trim();
    setEditing(null);
    onChange?.(text ? tags.map((tag, i) => (i === editing.index ? text : tag)) : tags.filter((_, i) => i !== editing.index));
  };
  const onEnter = (e: KeyboardEvent, done: () => void) => {
    // Enter adds the tag instead of submitting the surrounding form
    if (e.key === 'Enter') {
      e.preventDefault();
      done();
    }
  };

  return (
    <Flex wrap gap={4} align="center" data-testid="email-tags">
      {tags.map((tag, index) =>
        editing?.index === index ? (
          <Input
            key={`edit-${index}`}
            size="small"
            autoFocus
            style={{ width: 200 }}
            aria-label={t('form:email.editLabel')}
            value={editing.text}
            onChange={(e) => setEditing({ index, text: e.target.value })}
            onBlur={finishEdit}
            onKeyDown={(e) => onEnter(e, finishEdit)}
          />
        ) : (
          <Tag
            key={`${tag}-${index}`}
            color={isEmail(tag) ? 'success' : 'error'}
            data-status={isEmail(tag) ? 'success' : 'danger'}
            data-testid="email-tag"
            closable={!disabled}
            onClose={() => onChange?.(tags.filter((_, i) => i !== index))}
            onDoubleClick={() => !disabled && setEditing({ index, text: tag })}
            title={isEmail(tag) ? t('form:email.editHint') : t('form:email.invalid')}
          >
            {tag}
          </Tag>
        ),
      )}
      <Input
        id={id}
        style={{ flex: '1 0 180px' }}
        disabled={disabled}
        placeholder={placeholder ?? t('form:email.placeholder')}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={add}
        onKeyDown={(e) => onEnter(e, add)}
      />
    </Flex>
  );
}

/** A form rule refusing a list holding an address that is not valid. */
export const emailTagsRule = (message: string) => ({
  validator: (_: unknown, list: string[] | undefined) =>
    (list ?? []).every(isEmail) ? Promise.resolve() : Promise.reject(new Error(message)),
});
