// The pinyin initials a product is searched by ('医用口罩' -> 'yykz'), from pinyin-pro: Chinese characters
// give their initial, letters and digits stay (lower-cased), everything else is dropped.
import { pinyin } from 'pinyin-pro';

export function nameInitials(name: string): string {
  return pinyin(name, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' })
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 200);
}
