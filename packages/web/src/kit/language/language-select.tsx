// The interface-language dropdown of the login and main layouts (spec 1 sections 1, 2 'Layouts', 9).
// A Popover with a list of buttons rather than a Select or a Dropdown menu: the same behaviour
// (placeholder '切换语言', the choice shown; no clear icon, a language is changed by choosing another) at a fraction of
// the login page's bundle (Select and Menu each weigh more than the whole login form). The Popover
// itself loads on the first click (not on hover or focus: swapping the button between a press and its
// release would swallow the click); until then the same button renders alone.
import { useEffect, useRef, useState } from 'react';
import type { ComponentType, CSSProperties } from 'react';
import { Button } from 'antd';
import { DownOutlined, TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, isSupportedLanguage, setLanguage, storedLanguage } from '../../lib/i18n';
import type { LanguageCode } from '../../lib/i18n';
import type { LanguagePopoverProps } from './language-select-popover';

/** Distance in px of the selector from the top: 8 on the login page, 22 on every other route. */
export function languageSelectTop(pathname: string): 8 | 22 {
  return pathname === '/login' || pathname === '/login/' ? 8 : 22;
}

// A long language list must stay reachable on short screens, so the popup never exceeds 80% of the viewport.
export const POPUP_MAX_HEIGHT = '80vh';

let popoverChunk: Promise<ComponentType<LanguagePopoverProps>> | null = null;
const loadPopover = () => (popoverChunk ??= import('./language-select-popover').then((m) => m.default));

export type LanguageSelectProps = {
  /** When set, the selector is absolutely positioned this many px from the top (see languageSelectTop). */
  top?: number;
  /** 'dark' for the 50px header (white text) */
  tone?: 'light' | 'dark';
  className?: string;
  style?: CSSProperties;
};

export function LanguageSelect({ top, tone = 'light', className, style }: LanguageSelectProps) {
  const { t } = useTranslation('shell');
  // Only an explicit choice is shown; with none the placeholder ('切换语言') shows, as in the original.
  const [choice, setChoice] = useState<LanguageCode | null>(() => storedLanguage());
  const [open, setOpen] = useState(false);
  const [Popover, setPopover] = useState<ComponentType<LanguagePopoverProps> | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const placeholder = t('language.placeholder');

  const prepare = () => {
    if (Popover) return;
    void loadPopover().then((loaded) => {
      // the button is re-created inside the Popover: whoever had the focus on it keeps it
      refocus.current = document.activeElement === trigger.current;
      setPopover(() => loaded);
    });
  };
  const openFirst = () => {
    if (Popover) return;
    setOpen(true);
    prepare();
  };
  useEffect(() => {
    if (Popover && refocus.current) {
      refocus.current = false;
      trigger.current?.focus();
    }
  }, [Popover]);

  const change = (code: LanguageCode) => {
    setOpen(false);
    setChoice(code);
    void setLanguage(code);
  };

  const position: CSSProperties = top === undefined ? {} : { position: 'absolute', top, right: 24, zIndex: 10 };
  const label = SUPPORTED_LANGUAGES.find((l) => l.code === choice)?.nativeName;
  const color = tone === 'dark' ? '#fff' : undefined;

  const button = (
    <Button
      ref={trigger}
      className={className}
      type={tone === 'dark' ? 'text' : 'default'}
      style={{ minWidth: 132, color, ...position, ...style }}
      aria-label={placeholder}
      aria-haspopup="menu"
      aria-expanded={open}
      data-testid="language-select"
      icon={<TranslationOutlined />}
      onClick={openFirst}
    >
      <span style={{ flex: 1, textAlign: 'left', opacity: label ? 1 : 0.65 }}>{label ?? placeholder}</span>
      <DownOutlined />
    </Button>
  );
  if (!Popover) return button;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      choice={choice}
      onChoose={(code) => isSupportedLanguage(code) && change(code)}
      label={placeholder}
    >
      {button}
    </Popover>
  );
}
