// The language list of the language select (language-select.tsx), in a chunk of its own: antd's
// Popover and its trigger machinery load on the first click, not with the login page.
import type { ReactElement } from 'react';
import { Button, Popover } from 'antd';
import { SUPPORTED_LANGUAGES, type LanguageCode } from '../../lib/i18n';
import { POPUP_MAX_HEIGHT } from './language-select';

export type LanguagePopoverProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  choice: LanguageCode | null;
  onChoose: (code: LanguageCode) => void;
  label: string;
  children: ReactElement;
};

export default function LanguagePopover({ open, onOpenChange, choice, onChoose, label, children }: LanguagePopoverProps) {
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={onOpenChange}
      arrow={false}
      styles={{ container: { padding: 4 } }}
      content={
        <div
          role="menu"
          aria-label={label}
          style={{ maxHeight: POPUP_MAX_HEIGHT, overflowY: 'auto', display: 'flex', flexDirection: 'column' }}
        >
          {SUPPORTED_LANGUAGES.map((l) => (
            <Button
              key={l.code}
              role="menuitemradio"
              aria-checked={l.code === choice}
              type={l.code === choice ? 'link' : 'text'}
              style={{ justifyContent: 'flex-start' }}
              onClick={() => onChoose(l.code)}
            >
              {l.nativeName}
            </Button>
          ))}
        </div>
      }
    >
      {children}
    </Popover>
  );
}
