// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHELL_EFFECTS, configureShellEffects, hashPathOf, resetShellEffects, shellEffects } from './shell-effects';

afterEach(() => {
  resetShellEffects();
  window.location.hash = '';
});

describe('shell effects registry', () => {
  it('replaces only the configured effects and restores the previous ones', () => {
    resetShellEffects();
    const navigate = vi.fn();
    const restore = configureShellEffects({ navigate });
    expect(shellEffects().navigate).toBe(navigate);
    expect(shellEffects().notify).toBe(DEFAULT_SHELL_EFFECTS.notify);
    restore();
    expect(shellEffects()).toEqual(DEFAULT_SHELL_EFFECTS);
  });

  it('ending one configuration keeps what another configured after it (they end in any order)', () => {
    resetShellEffects();
    const navigate = vi.fn();
    const closeTab = vi.fn();
    const endNavigate = configureShellEffects({ navigate });
    const endCloseTab = configureShellEffects({ closeTab });
    // the router re-configures navigate on a location change: the tab closer stays
    endNavigate();
    const navigateAgain = vi.fn();
    configureShellEffects({ navigate: navigateAgain });
    expect(shellEffects().closeTab).toBe(closeTab);
    expect(shellEffects().navigate).toBe(navigateAgain);
    endCloseTab();
    expect(shellEffects().closeTab).toBe(DEFAULT_SHELL_EFFECTS.closeTab);
    expect(shellEffects().navigate).toBe(navigateAgain);
  });

  it('translates through i18next only for known keys, else keeps the zh-CN text', () => {
    expect(DEFAULT_SHELL_EFFECTS.translate('shell:request.none', '原文')).toBe('原文');
  });

  it('reads the hash route without its query', () => {
    expect(hashPathOf('#/basicData/channelBusinessManagement/add?id=3')).toBe('/basicData/channelBusinessManagement/add');
    expect(hashPathOf('')).toBe('');
  });
});

describe('default effects', () => {
  it('navigate moves the hash router and currentHashPath reads it back', () => {
    DEFAULT_SHELL_EFFECTS.navigate('/login/register');
    expect(window.location.hash).toBe('#/login/register');
    expect(DEFAULT_SHELL_EFFECTS.currentHashPath()).toBe('/login/register');
  });

  it('have no current app until the shell enters one', () => {
    expect(DEFAULT_SHELL_EFFECTS.currentApp()).toEqual({ businessCode: '', factoryCompanyId: null });
  });
});
