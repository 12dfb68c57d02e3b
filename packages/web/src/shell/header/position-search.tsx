// The position list's search box (shown for long lists). A chunk of its own: antd Input is needed by no
// other part of the always-rendered shell, and the list it filters is fetched on opening anyway.
import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export function PositionSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <Input
      data-testid="position-search"
      type="search"
      prefix={<SearchOutlined />}
      allowClear
      value={value}
      placeholder={t('header:position.searchPlaceholder')}
      aria-label={t('header:position.searchPlaceholder')}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
