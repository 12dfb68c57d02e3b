// Account screens against the real server: /business for a user without a company, the enterprise
// and personal centres, the bind-phone step of a user without a phone, and the public register and
// privacy pages.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LoginPage, hashPath, openFresh, waitForHash } from '../src/pages/login-page.js';
import { Shell } from '../src/pages/shell.js';
import { RESULTS_DIR, useServerAndBrowser } from '../src/harness.js';

describe('account pages', () => {
  const h = useServerAndBrowser();
  let page: Page;
  let shell: Shell;
  beforeAll(() => {
    page = h.page();
    shell = new Shell(page);
  });
  const login = () => new LoginPage(page, h.baseUrl());

  it('sends new_user (no company) to /business to join or create a company', async () => {
    await login().loginAs('new_user', { landing: '#/business' });
    await page.getByRole('heading', { name: '欢迎使用医械供应链协同平台' }).waitFor();
    await page.getByText('赵敏，您的账号尚未加入企业，请申请加入已有企业或创建新企业').waitFor();
    const join = page.getByTestId('business-join');
    const create = page.getByTestId('business-create');
    await join.getByRole('button', { name: '提交申请' }).click();
    await join.getByText('请输入企业编码或统一社会信用代码').waitFor();
    await join.getByLabel('企业编码 / 统一社会信用代码').fill('AG-0001');
    await join.getByText('企业编码只能包含字母和数字，且不超过40个字符').waitFor();
    await create.getByRole('button', { name: '创建企业' }).click();
    await create.getByText('请输入企业名称').waitFor();
    await create.getByText('请选择企业类型').first().waitFor();
    await create.getByText('请输入统一社会信用代码').waitFor();
    // no shell chrome on /business (blank layout), and no agreement gate without a company
    expect(await shell.header.count()).toBe(0);
    expect(await shell.agreementGate.count()).toBe(0);
    await page.screenshot({ path: `${RESULTS_DIR}shell-business.png`, fullPage: true });

    // the main page is not for a user without a company either
    await page.getByRole('button', { name: '退出登录' }).click();
    await waitForHash(page, '#/login');
  });

  it('opens the enterprise centre of admin from the user menu', async () => {
    await login().loginAs('admin');
    await shell.ready();
    await shell.userMenuAction('enterpriseCenter');
    await waitForHash(page, '#/enterpriseCenter');
    const centre = page.getByTestId('enterprise-center');
    await centre.getByText('医械供应链协同平台运营中心').first().waitFor();
    await centre.getByText('MM0001').waitFor();
    await centre.getByText('91310115MA1FL2X7XP').waitFor();
    await centre.getByText('加入申请').first().waitFor();
    // MM0001 has no join requests: the table settles on its empty text
    await centre.getByText('暂无加入申请').waitFor();
    await centre.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
    expect(await shell.tab('/enterpriseCenter').innerText()).toBe('企业中心');
    expect(await shell.breadcrumb.innerText()).toContain('企业中心');
    await page.screenshot({ path: `${RESULTS_DIR}shell-enterprise-center.png`, fullPage: true });
  });

  it('opens the personal centre with the masked phone', async () => {
    await shell.userMenuAction('personalCenter');
    await waitForHash(page, '#/systemSetup/personal');
    const personal = page.getByTestId('personal-center');
    await personal.getByText('陈志远').first().waitFor();
    await personal.getByText('admin@ylgyl-demo.cn').waitFor();
    await personal.getByText('138****0001').waitFor();
    expect(await personal.innerText()).not.toContain('13800000001');
    await personal.getByText('运营部').waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}shell-personal.png`, fullPage: true });
    expect(h.pageErrors).toEqual([]);
  });

  it('refuses the enterprise centre to a user who is not a company admin', async () => {
    await login().loginAs('fc_sales');
    await shell.ready();
    await shell.userMenu.click();
    await page.getByTestId('user-menu-personalCenter').waitFor();
    expect(await page.getByTestId('user-menu-enterpriseCenter').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto(`${h.baseUrl()}/#/enterpriseCenter`);
    await page.getByTestId('enterprise-center-forbidden').getByText('抱歉，仅企业管理员可以访问企业中心').waitFor();
  });

  it('sends nophone_user to bind a phone after the password login', async () => {
    await login().loginAs('nophone_user', { landing: '#/login/bindPhone' });
    await page.getByRole('heading', { name: '绑定手机号' }).waitFor();
    await page.getByText('账号 nophone_user 尚未绑定手机号，请绑定后登录').waitFor();
    await page.getByRole('button', { name: '绑定' }).click();
    await page.getByText('请输入手机号').last().waitFor();
    await page.getByText('验证码不能为空').waitFor();
    expect(hashPath(page)).toBe('#/login/bindPhone');
    await page.screenshot({ path: `${RESULTS_DIR}login-bind-phone.png`, fullPage: true });
  });

  it('validates the register form with the messages of spec 1', async () => {
    await h.browser().context.clearCookies();
    await login().open('/login');
    await page.getByRole('link', { name: '立即注册' }).click();
    await waitForHash(page, '#/login/register');
    await page.getByRole('heading', { name: '用户注册' }).waitFor();
    await page.getByRole('button', { name: '注册', exact: true }).click();
    for (const text of [
      '请输入用户名',
      '请输入姓名',
      '请输入手机号',
      '验证码不能为空',
      '请输入密码',
      '请再次输入密码',
      '请阅读并同意《隐私协议》',
    ]) {
      await page.locator('.ant-form-item-explain-error', { hasText: text }).first().waitFor();
    }
    await page.getByLabel('用户名').fill('ab');
    await page.getByLabel('手机号').fill('123');
    await page.getByLabel('密码', { exact: true }).fill('abcdef');
    await page.getByLabel('确认密码').fill('abcdeg');
    for (const text of ['用户名由4-32位字母、数字或下划线组成', '请输入正确的手机号', '密码由6-16位字母与数字组合', '两次输入密码不一致']) {
      await page.locator('.ant-form-item-explain-error', { hasText: text }).first().waitFor();
    }
    expect(hashPath(page)).toBe('#/login/register');
    await page.screenshot({ path: `${RESULTS_DIR}login-register.png`, fullPage: true });
  });

  it('shows the privacy policy at /login/privacy', async () => {
    await openFresh(page, `${h.baseUrl()}/#/login/privacy`);
    const content = page.getByTestId('agreement-content');
    await content.waitFor();
    // the card title is the agreement's title; its sections follow inside the content
    expect(await page.getByRole('heading', { level: 3 }).first().innerText()).toBe('隐私政策');
    await content.getByRole('heading', { name: '一、我们收集的信息' }).waitFor();
    expect(await content.innerText()).toContain('医械供应链协同平台运营中心');
    // antd spaces two-character Chinese button labels: '返 回'
    await page.getByRole('button', { name: /^返\s?回$/ }).waitFor();
    await page.screenshot({ path: `${RESULTS_DIR}login-privacy.png`, fullPage: true });
    expect(h.pageErrors).toEqual([]);
  });
});
