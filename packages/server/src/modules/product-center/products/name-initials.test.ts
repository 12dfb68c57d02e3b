import { describe, expect, it } from 'vitest';
import { nameInitials } from './name-initials.js';

describe('nameInitials', () => {
  it('takes the first letter of each character’s pinyin, keeping letters and digits', () => {
    expect(nameInitials('医用口罩')).toBe('yykz');
    expect(nameInitials('医用外科口罩')).toBe('yywkkz');
    expect(nameInitials('一次性使用无菌注射器 5ml')).toBe('ycxsywjzsq5ml');
    expect(nameInitials('血糖仪 MD-G100')).toBe('xtymdg100');
  });
});
