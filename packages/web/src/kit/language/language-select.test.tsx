// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY, currentLanguage, setLanguage } from '../../lib/i18n';
import { LanguageSelect, languageSelectTop } from './language-select';

function Probe() {
  const { t } = useTranslation('shell');
  return <p data-testid="probe">{t('userMenu.logout')}</p>;
}

afterEach(async () => {
  cleanup();
  await setLanguage(null);
});

describe('languageSelectTop', () => {
  it('is 8 px on /login and 22 px elsewhere', () => {
    expect(languageSelectTop('/login')).toBe(8);
    expect(languageSelectTop('/')).toBe(22);
    expect(languageSelectTop('/login/register')).toBe(22);
    expect(languageSelectTop('/worktable')).toBe(22);
  });
});

describe('LanguageSelect', () => {
  it('switches the interface to English and back to Chinese from its list; it has no clear (×) icon', async () => {
    const user = userEvent.setup();
    render(
      <>
        <LanguageSelect />
        <Probe />
      </>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('退出登录');
    expect(screen.getByRole('button', { name: '切换语言' }).textContent).toContain('切换语言');

    await user.click(screen.getByRole('button', { name: '切换语言' }));
    const options = await screen.findAllByRole('menuitemradio');
    expect(options.map((o) => o.textContent)).toEqual(['简体中文', 'English', '日本語', '한국어']);
    await user.click(screen.getByRole('menuitemradio', { name: 'English' }));

    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('Sign out'));
    expect(currentLanguage()).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    const button = screen.getByTestId('language-select');
    expect(button.textContent).toContain('English');
    // a chosen language shows the dropdown arrow, never a clear icon
    expect(button.querySelector('.anticon-close-circle')).toBeNull();
    expect(button.querySelector('.anticon-down')).not.toBeNull();

    await user.click(button);
    await user.click(await screen.findByRole('menuitemradio', { name: '简体中文' }));
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('退出登录'));
    expect(currentLanguage()).toBe('zh-CN');
    expect(screen.getByTestId('language-select').textContent).toContain('简体中文');
    expect(screen.getByTestId('language-select').querySelector('.anticon-close-circle')).toBeNull();
  });

  it('shows the stored choice and labels itself in the current language', async () => {
    await setLanguage('ja');
    render(<LanguageSelect />);
    expect(screen.getByTestId('language-select').textContent).toContain('日本語');
    expect(screen.getByTestId('language-select').getAttribute('aria-label')).toBe('言語切替');
  });

  it('limits the popup to 80% of the viewport height', async () => {
    const user = userEvent.setup();
    render(<LanguageSelect />);
    await user.click(screen.getByTestId('language-select'));
    const menu = (await screen.findAllByRole('menuitemradio'))[0]?.closest<HTMLElement>('[role=menu]');
    expect(menu?.style.maxHeight).toBe('80vh');
  });

  it('is placed at the given top offset', () => {
    render(<LanguageSelect top={languageSelectTop('/login')} />);
    const root = screen.getByTestId('language-select');
    expect(root.style.position).toBe('absolute');
    expect(root.style.top).toBe('8px');
  });
});

describe('language select loading', () => {
  it('opens from the keyboard on the first Enter and keeps the focus on the button', async () => {
    const user = userEvent.setup();
    render(<LanguageSelect />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByTestId('language-select'));
    await user.keyboard('{Enter}');
    expect(await screen.findAllByRole('menuitemradio')).toHaveLength(4);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('language-select')));
    expect(screen.getByTestId('language-select').getAttribute('aria-expanded')).toBe('true');
  });
});
