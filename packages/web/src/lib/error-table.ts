// The error catalogue of spec 2 section 8 as data: each row turns a failed call into effect steps, and a
// small dispatcher runs the steps against the shell effects.
import { SHELL_ERRORS as ERRORS } from '@medportal/contracts/common/shell-errors';
import { clearSessionCookies, hasSmsLoginCookie, removeSmsLoginCookie } from './session-cookies';
import { shellEffects } from './shell-effects';
import type { MessageLevel, ShellEffects } from './shell-effects';

/** zh-CN source texts of the request layer; `shell:request.<key>` in the locale bundles translates them. */
export const REQUEST_TEXTS = {
  loginExpired: ERRORS.UNAUTHORIZED.msg,
  wrongCredentials: ERRORS.WRONG_CREDENTIALS.msg,
  errorTitle: '错误提示',
  downloadFailed: '下载文件失败',
  loading: '正在努力加载中，请稍后...',
  networkError: '网络异常，请稍后再试',
} as const;

export type RequestTextKey = keyof typeof REQUEST_TEXTS;

export const requestText = (key: RequestTextKey, effects: ShellEffects = shellEffects()): string =>
  effects.translate(`shell:request.${key}`, REQUEST_TEXTS[key]);

export const LOGIN_PATH = '/login';
/** Where an HTTP 401 sends the user: the login page is the navigation page of this portal. */
export const NAVIGATION_PATH = LOGIN_PATH;
export const WECHAT_BIND_PHONE_PATH = '/login/wechatBindPhone';
export const REGISTER_PATH = '/login/register';
export const WECHAT_END_REGISTER_PATH = '/login/wechatLoginEndRegister';
export const BIND_PHONE_PATH = '/login/bindPhone';
export const CONTRACT_QUERY_PATH = '/channelManagement/contractManagement/contract/query';
export const CHANNEL_BUSINESS_ADD_PATH = '/basicData/channelBusinessManagement/add';

/** Login calls, matched against the end of the request url. */
export const LOGIN_BY_CODE = 'login/loginByCode';
export const LOGIN_BY_PHONE = 'login/loginByPhone';
export const LOGIN_BY_USER_NAME = 'login/loginByUserName';

/** antd message key shared by every '登录失效' message, so parallel 401s show one. */
export const LOGIN_EXPIRED_MESSAGE_KEY = 'login-expired';

export type ErrorContext = {
  /** Envelope code, or the HTTP status / 'NETWORK' when there was no envelope. */
  code: string;
  msg: string;
  payload: unknown;
  /** HTTP status, 0 when no response came back. */
  status: number;
  url: string;
  ignoreErrors: boolean;
  hashPath: string;
  smsLoginCookieSet: boolean;
};

export type ErrorStep =
  | { do: 'clearSession' }
  | { do: 'logout' }
  | { do: 'removeSmsLoginCookie' }
  | { do: 'navigate'; to: string }
  | { do: 'message'; level: MessageLevel; text: string; key?: string }
  | { do: 'notify'; title: string; description: string }
  | { do: 'passwordReset'; payload: unknown };

export type ErrorRow = {
  condition: string;
  matches: (ctx: ErrorContext) => boolean;
  /** Steps to run; null passes the error on to the next rows (100002 off its two pages). */
  steps: (ctx: ErrorContext, effects: ShellEffects) => ErrorStep[] | null;
};

const isCall = (ctx: ErrorContext, call: string) => (ctx.url.split('?')[0] ?? '').endsWith(call);
const hasCode = (code: string) => (ctx: ErrorContext) => ctx.code === code;

const catalogueMsg = (code: string) => Object.values(ERRORS).find((e) => e.code === code)?.msg ?? '';

const payloadText = (payload: unknown): string => {
  if (payload === null || payload === undefined) return '';
  return typeof payload === 'string' ? payload : JSON.stringify(payload);
};

const showMsg = (ctx: ErrorContext): ErrorStep[] => [
  { do: 'message', level: 'error', text: ctx.msg || catalogueMsg(ctx.code) || ctx.code },
];

export const ERROR_TABLE: readonly ErrorRow[] = [
  {
    condition: 'HTTP status 401',
    matches: (ctx) => ctx.status === 401,
    steps: () => [{ do: 'clearSession' }, { do: 'navigate', to: NAVIGATION_PATH }],
  },
  {
    condition: 'code 401',
    matches: hasCode(ERRORS.UNAUTHORIZED.code),
    steps: (_ctx, effects) => [
      { do: 'clearSession' },
      { do: 'logout' },
      { do: 'navigate', to: LOGIN_PATH },
      { do: 'message', level: 'error', text: requestText('loginExpired', effects), key: LOGIN_EXPIRED_MESSAGE_KEY },
    ],
  },
  {
    condition: 'SC1001',
    matches: hasCode(ERRORS.WRONG_CREDENTIALS.code),
    steps: (ctx, effects) => (ctx.ignoreErrors ? [] : [{ do: 'message', level: 'error', text: requestText('wrongCredentials', effects) }]),
  },
  {
    condition: 'SC1002',
    matches: hasCode(ERRORS.PASSWORD_RESET_REQUIRED.code),
    steps: (ctx) => [{ do: 'passwordReset', payload: ctx.payload }],
  },
  {
    // an administrator's temporary password: nothing works until it is changed (the retrieve page, by SMS code)
    condition: 'SC1101',
    matches: hasCode('SC1101'),
    steps: (ctx) => [{ do: 'clearSession' }, { do: 'passwordReset', payload: ctx.payload }],
  },
  {
    condition: 'SC1003',
    matches: hasCode(ERRORS.NO_BOUND_PHONE_CODE.code),
    steps: (ctx) => (isCall(ctx, LOGIN_BY_CODE) ? [{ do: 'navigate', to: WECHAT_BIND_PHONE_PATH }] : showMsg(ctx)),
  },
  {
    condition: 'SC1004',
    matches: hasCode(ERRORS.PHONE_NOT_REGISTERED.code),
    steps: (ctx) => {
      if (isCall(ctx, LOGIN_BY_PHONE)) {
        const removeCookie: ErrorStep[] = ctx.smsLoginCookieSet ? [{ do: 'removeSmsLoginCookie' }] : [];
        return [...removeCookie, { do: 'navigate', to: REGISTER_PATH }];
      }
      if (isCall(ctx, LOGIN_BY_CODE)) return [{ do: 'navigate', to: WECHAT_END_REGISTER_PATH }];
      return showMsg(ctx);
    },
  },
  {
    condition: 'SC1005',
    matches: hasCode(ERRORS.NO_BOUND_PHONE_NAME.code),
    steps: (ctx) => (isCall(ctx, LOGIN_BY_USER_NAME) ? [{ do: 'navigate', to: BIND_PHONE_PATH }] : showMsg(ctx)),
  },
  {
    condition: '100002',
    matches: hasCode('100002'),
    steps: (ctx) => {
      if (ctx.hashPath === CONTRACT_QUERY_PATH) return [];
      if (ctx.hashPath === CHANNEL_BUSINESS_ADD_PATH) return showMsg(ctx);
      return null;
    },
  },
  {
    // ignoreErrors also silences this row: spec 1 section 8 says failed shell calls are mostly only logged.
    condition: 'anything else',
    matches: () => true,
    steps: (ctx, effects) =>
      ctx.ignoreErrors
        ? []
        : [
            {
              do: 'notify',
              title: requestText('errorTitle', effects),
              description: ctx.msg || payloadText(ctx.payload) || catalogueMsg(ctx.code) || ctx.code,
            },
          ],
  },
];

/** The steps of the first matching row that does not pass the error on. */
export function resolveErrorSteps(ctx: ErrorContext, effects: ShellEffects = shellEffects()): ErrorStep[] {
  for (const row of ERROR_TABLE) {
    if (!row.matches(ctx)) continue;
    const steps = row.steps(ctx, effects);
    if (steps) return steps;
  }
  return [];
}

export function runErrorSteps(steps: readonly ErrorStep[], effects: ShellEffects = shellEffects()): void {
  for (const step of steps) {
    switch (step.do) {
      case 'clearSession':
        clearSessionCookies();
        break;
      case 'logout':
        effects.logout();
        break;
      case 'removeSmsLoginCookie':
        removeSmsLoginCookie();
        break;
      case 'navigate':
        effects.navigate(step.to);
        break;
      case 'message':
        effects.message(step.level, step.text, step.key);
        break;
      case 'notify':
        effects.notify({ title: step.title, description: step.description });
        break;
      case 'passwordReset':
        effects.passwordResetRequired(step.payload);
        break;
    }
  }
}

export type FailedCall = Pick<ErrorContext, 'code' | 'msg' | 'payload' | 'status' | 'url'> & { ignoreErrors?: boolean };

/** Runs the error table for one failed call, reading the route and cookies it depends on; returns the steps run. */
export function handleFailedCall(call: FailedCall, effects: ShellEffects = shellEffects()): ErrorStep[] {
  const ctx: ErrorContext = {
    ...call,
    ignoreErrors: call.ignoreErrors ?? false,
    hashPath: effects.currentHashPath(),
    smsLoginCookieSet: hasSmsLoginCookie(),
  };
  const steps = resolveErrorSteps(ctx, effects);
  runErrorSteps(steps, effects);
  return steps;
}
