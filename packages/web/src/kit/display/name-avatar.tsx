// A person's avatar (spec 2 section 9): 38 px by default; without a picture it shows the name, cut to
// its last 2 characters when longer than 2 (Chinese given names sit at the end).
import { Avatar } from 'antd';
import { useTranslation } from 'react-i18next';

export const AVATAR_SIZE = 38;
const NAME_CHARS = 2;

export function avatarText(name: string | null | undefined): string {
  const chars = Array.from((name ?? '').trim());
  return chars.length > NAME_CHARS ? chars.slice(-NAME_CHARS).join('') : chars.join('');
}

type NameAvatarProps = { name?: string | null; src?: string | null; size?: number };

export function NameAvatar({ name, src, size = AVATAR_SIZE }: NameAvatarProps) {
  const { t } = useTranslation();
  return (
    <Avatar size={size} src={src || undefined} alt={t('widgets:avatar.label', { name: name ?? '' })} data-testid="name-avatar">
      {avatarText(name)}
    </Avatar>
  );
}
