import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, i18n, loadLanguage } from '../lib/i18n';
import { appGroupName, appName, menuName } from './catalogue-names';

afterEach(async () => {
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
});

describe('catalogue names', () => {
  it('are shown as sent in zh-CN', () => {
    expect(menuName({ resourceCode: 'od.list', resourceName: '订单列表' })).toBe('订单列表');
    expect(appName({ appCode: 'OD001', appName: '订单管理' })).toBe('订单管理');
  });

  it("follow the reader's language while they are the catalogue's own names", async () => {
    await loadLanguage('en');
    await i18n.changeLanguage('en');
    expect(menuName({ resourceCode: 'od.list', resourceName: '订单列表' })).toBe('Orders');
    expect(menuName({ resourceCode: 'cm.auth.list', resourceName: '授权书列表' })).toBe('All letters of authorisation');
    expect(appName({ appCode: 'OD001', appName: '订单管理' })).toBe('Orders');
    expect(appGroupName('业务应用')).toBe('Business');
    await loadLanguage('ja');
    await i18n.changeLanguage('ja');
    expect(appName({ appCode: 'SYS01', appName: '系统设置' })).toBe('システム設定');
  });

  it('keep a name an administrator changed, and names the catalogue does not know', async () => {
    await loadLanguage('en');
    await i18n.changeLanguage('en');
    expect(menuName({ resourceCode: 'wt.home', resourceName: '我的主页' })).toBe('我的主页');
    expect(menuName({ resourceCode: 'x.unknown', resourceName: '外部菜单' })).toBe('外部菜单');
    expect(appName({ appCode: 'BK001', appName: '分销工作台' })).toBe('分销工作台');
    expect(appName({ appCode: '', appName: '无编码应用' })).toBe('无编码应用');
    expect(appGroupName('其他分组')).toBe('其他分组');
    expect(appGroupName('')).toBe('');
  });
});
