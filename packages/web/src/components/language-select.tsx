// The interface-language dropdown of the login and main layouts (spec 1 sections 1, 2 'Layouts', 9).
import { useState } from 'react';
import type { CSSProperties } from 'react';
import { Select } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, setLanguage, storedLanguage } from '../lib/i18n';
import type { LanguageCode } from '../lib/i18n';

/** Distance in px of the selector from the top: 8 on the login page, 22 on every other route. */
export function languageSelectTop(pathname: string): 8 | 22 {
  return pathname === '/login' || pathname === '/login/' ? 8 : 22;
}

const OPTIONS = SUPPORTED_LANGUAGES.map((l) => ({ value: l.code, label: l.nativeName }));

// A long language list must stay reachable on short screens, so the popup never exceeds 80% of the viewport.
const POPUP_MAX_HEIGHT = '80vh';

function listHeight(): number {
  return typeof window === 'undefined' ? 256 : Math.max(128, Math.floor(window.innerHeight * 0.8) - 8);
}

export type LanguageSelectProps = {
  /** When set, the selector is absolutely positioned this many px from the top (see languageSelectTop). */
  top?: number;
  className?: string;
  style?: CSSProperties;
};

export function LanguageSelect({ top, className, style }: LanguageSelectProps) {
  const { t } = useTranslation('shell');
  // Only an explicit choice fills the box; with none the placeholder ('切换语言') shows, as in the original.
  const [choice, setChoice] = useState<LanguageCode | null>(() => storedLanguage());
  const placeholder = t('language.placeholder');

  const change = (code: LanguageCode | undefined) => {
    const next = code ?? null;
    setChoice(next);
    void setLanguage(next);
  };

  const position: CSSProperties = top === undefined ? {} : { position: 'absolute', top, right: 24, zIndex: 10 };

  return (
    <Select<LanguageCode>
      className={className}
      style={{ width: 150, ...position, ...style }}
      aria-label={placeholder}
      placeholder={placeholder}
      prefix={<GlobalOutlined />}
      options={OPTIONS}
      value={choice ?? undefined}
      onChange={change}
      allowClear
      virtual={false}
      listHeight={listHeight()}
      styles={{ popup: { root: { maxHeight: POPUP_MAX_HEIGHT, overflowY: 'auto' } } }}
    />
  );
}
