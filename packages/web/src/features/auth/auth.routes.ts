// The public login and account-recovery screens (spec 1 sections 2 and 4), plus the one-time login
// link a logged-in user makes for another device.
import type { AppRoute } from '../../lib/route-types';

export const AUTH_ROUTES: AppRoute[] = [
  {
    path: '/login',
    layout: 'login',
    titleKey: 'shell:login.title',
    public: true,
    lazy: () => import('./login-page').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: '/loginAdmin',
    layout: 'login',
    titleKey: 'shell:login.adminTitle',
    public: true,
    lazy: () => import('./admin-login-page').then((m) => ({ Component: m.AdminLoginPage })),
  },
  {
    path: '/login/retrieve',
    layout: 'login',
    titleKey: 'shell:retrieve.title',
    public: true,
    lazy: () => import('./retrieve-page').then((m) => ({ Component: m.RetrievePage })),
  },
  {
    path: '/login/register',
    layout: 'login',
    titleKey: 'shell:register.title',
    public: true,
    lazy: () => import('./register-page').then((m) => ({ Component: m.RegisterPage })),
  },
  {
    path: '/login/registerSuccess',
    layout: 'login',
    titleKey: 'shell:register.successTitle',
    public: true,
    lazy: () => import('./register-success-page').then((m) => ({ Component: m.RegisterSuccessPage })),
  },
  {
    path: '/login/privacy',
    layout: 'login',
    titleKey: 'auth:privacy.title',
    public: true,
    lazy: () => import('./privacy-page').then((m) => ({ Component: m.PrivacyPage })),
  },
  {
    path: '/login/bindPhone',
    layout: 'login',
    titleKey: 'shell:register.bindPhoneTitle',
    public: true,
    lazy: () => import('./bind-phone-page').then((m) => ({ Component: m.UserNameBindPhonePage })),
  },
  {
    path: '/login/wechatBindPhone',
    layout: 'login',
    titleKey: 'shell:register.bindPhoneTitle',
    public: true,
    lazy: () => import('./bind-phone-page').then((m) => ({ Component: m.CodeBindPhonePage })),
  },
  {
    path: '/login/wechatLoginEndRegister',
    layout: 'login',
    titleKey: 'auth:register.endRegisterTitle',
    public: true,
    lazy: () => import('./end-register-page').then((m) => ({ Component: m.EndRegisterPage })),
  },
  {
    path: '/auth-login',
    layout: 'login',
    titleKey: 'auth:codeLogin.authTitle',
    public: true,
    lazy: () => import('./code-login-page').then((m) => ({ Component: m.AuthLoginPage })),
  },
  {
    path: '/temporary-login',
    layout: 'login',
    titleKey: 'auth:codeLogin.temporaryTitle',
    public: true,
    lazy: () => import('./code-login-page').then((m) => ({ Component: m.TemporaryLoginPage })),
  },
  {
    path: '/auth-login/temporary-user',
    layout: 'login',
    titleKey: 'auth:temporaryUser.title',
    lazy: () => import('./temporary-user-page').then((m) => ({ Component: m.TemporaryUserPage })),
  },
];
