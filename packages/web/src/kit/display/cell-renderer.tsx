// Table cell renderer (spec 2 sections 3-5): a value object (name, color, background, weight,
// fontSize, tip) styled as given with its tip in a tooltip; the 'radio' type shows on when the name
// is '启用' or the status flag is true; the 'email' type shows the first 3 addresses joined by ';'.
import type { CSSProperties, ReactNode } from 'react';
import { Switch, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export const EMAIL_CELL_LIMIT = 3;
/** The name that means 'on' for the radio type. */
export const RADIO_ON_NAME = '启用';

export type CellValueObject = {
  name?: ReactNode;
  color?: string;
  background?: string;
  weight?: CSSProperties['fontWeight'];
  fontSize?: CSSProperties['fontSize'];
  tip?: ReactNode;
  /** the radio type's flag */
  status?: boolean;
};

export type CellValue = CellValueObject | string | number | boolean | null | undefined | readonly string[];
export type CellType = 'text' | 'radio' | 'email';

const isObject = (value: CellValue): value is CellValueObject => typeof value === 'object' && value !== null && !Array.isArray(value);

export const radioIsOn = (value: CellValue): boolean =>
  isObject(value) ? value.name === RADIO_ON_NAME || value.status === true : value === RADIO_ON_NAME || value === true;

/** The addresses of an email cell: a list, or a text separated by ';', ',' or spaces. */
export function emailList(value: CellValue): string[] {
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[;；,，\s]+/) : [];
  return raw.map((e: string) => e.trim()).filter(Boolean);
}

export const emailCellText = (value: CellValue): string => emailList(value).slice(0, EMAIL_CELL_LIMIT).join(';');

type CellRendererProps = {
  value: CellValue;
  type?: CellType;
  /** the radio type becomes a working switch when given */
  onToggle?: (on: boolean) => void;
};

export function CellRenderer({ value, type = 'text', onToggle }: CellRendererProps) {
  const { t } = useTranslation();
  if (type === 'radio') {
    const on = radioIsOn(value);
    return (
      <Switch
        size="small"
        checked={on}
        disabled={!onToggle}
        onChange={onToggle}
        checkedChildren={t('widgets:cell.on')}
        unCheckedChildren={t('widgets:cell.off')}
        data-testid="cell-radio"
      />
    );
  }
  if (type === 'email') {
    const all = emailList(value);
    if (all.length === 0) return <span data-testid="cell-text">{t('widgets:cell.empty')}</span>;
    const text = emailCellText(value);
    // the full list in the tooltip once some addresses are cut
    return all.length > EMAIL_CELL_LIMIT ? (
      <Tooltip title={all.join(';')}>
        <span data-testid="cell-text">{text}</span>
      </Tooltip>
    ) : (
      <span data-testid="cell-text">{text}</span>
    );
  }
  if (!isObject(value)) {
    const shown = value === null || value === undefined || value === '' || Array.isArray(value) ? t('widgets:cell.empty') : String(value);
    return <span data-testid="cell-text">{shown}</span>;
  }
  const style: CSSProperties = {
    color: value.color,
    background: value.background,
    fontWeight: value.weight,
    fontSize: value.fontSize,
    ...(value.background ? { padding: '0 6px', borderRadius: 4 } : {}),
  };
  const content = (
    <Typography.Text style={style} data-testid="cell-text">
      {value.name ?? t('widgets:cell.empty')}
    </Typography.Text>
  );
  return value.tip ? <Tooltip title={value.tip}>{content}</Tooltip> : content;
}
