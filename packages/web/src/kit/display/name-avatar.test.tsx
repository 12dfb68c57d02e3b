// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import '../../lib/i18n';
import { AVATAR_SIZE, avatarText, NameAvatar } from './name-avatar';

afterEach(cleanup);

describe('NameAvatar', () => {
  it('is 38 px by default and shows the last 2 characters of a longer name', () => {
    render(<NameAvatar name="欧阳晓明" />);
    const avatar = screen.getByTestId('name-avatar');
    expect(AVATAR_SIZE).toBe(38);
    expect(avatar.style.width).toBe('38px');
    expect(avatar.textContent).toBe('晓明');
  });

  it('keeps names of 2 characters or fewer whole', () => {
    expect(avatarText('李娜')).toBe('李娜');
    expect(avatarText('王')).toBe('王');
    expect(avatarText('王晓明')).toBe('晓明');
    expect(avatarText(null)).toBe('');
  });
});
