// The login flows' calls as async actions (no TanStack Query on the public pages); a successful login fills the session store
// (and with it the cookies) before the caller navigates.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { SHELL_ERRORS as ERRORS } from '@medportal/contracts/common/shell-errors';
import type { Session } from '@medportal/contracts/staff/session.contract';
import type { RegisterBody, SmsType } from '@medportal/contracts/staff/auth-flows.contract';
import { ADMIN_USER_FLAG, removeSmsLoginCookie, setSmsLoginCookie, writeSessionCookies } from '../../lib/session-cookies';
import { useSessionStore } from '../../lib/session-store';
import { useAsyncAction } from '../../lib/use-async';
import * as api from './auth-api';
import { landAfterLogin } from './login-redirect';
import { keepPendingFrom, rememberLoginName, usePendingSession, type PendingSession } from './pending-session';

/** Navigates to the landing route of a fresh session (spec 1 section 4, sub-app landing rule). */
export function useLand() {
  const navigate = useNavigate();
  return useCallback(
    async (session: Pick<Session, 'companyId'>) => {
      void navigate(await landAfterLogin(session), { replace: true });
    },
    [navigate],
  );
}

export type PasswordLoginOptions = {
  /** /loginAdmin: logout then returns to the admin login page */
  admin?: boolean;
};

export function usePasswordLogin({ admin = false }: PasswordLoginOptions = {}) {
  const signIn = useSessionStore((s) => s.signIn);
  return useAsyncAction<Session, api.PasswordLogin>({
    action: (body) => {
      rememberLoginName(body.userName);
      return api.loginByUserName(body);
    },
    onSuccess: (session) => {
      signIn(session);
      if (admin) writeSessionCookies({ adminUser: ADMIN_USER_FLAG });
    },
    // SC1005: the error table opens /login/bindPhone; its session waits there until a phone is bound
    onError: (error) => void keepPendingFrom(error, ERRORS.NO_BOUND_PHONE_NAME.code, 'userName'),
  });
}

export function usePhoneLogin() {
  const signIn = useSessionStore((s) => s.signIn);
  return useAsyncAction<Session, api.PhoneCode>({
    // the cookie tells the error table (SC1004) that this unregistered phone came from an SMS login
    action: (body) => {
      setSmsLoginCookie();
      return api.loginByPhone(body);
    },
    onSuccess: (session) => {
      removeSmsLoginCookie();
      signIn(session);
    },
  });
}

export function useSendCode(type: SmsType) {
  return useAsyncAction<void, string>({ action: (phone) => api.sendVerificationCode(phone, type) });
}

export function useVerifyCode() {
  return useAsyncAction<string, api.PhoneCode>({ action: (body) => api.verifyCode(body) });
}

export function useResetPassword() {
  return useAsyncAction<void, api.ResetPassword>({ action: (body) => api.resetPassword(body) });
}

export function useRegister() {
  const signIn = useSessionStore((s) => s.signIn);
  return useAsyncAction<Session, RegisterBody>({
    action: (body) => api.register(body),
    // the server answers the new user's session: the user is logged in right away
    onSuccess: (session) => signIn(session),
  });
}

/** Open-platform / one-time code exchange; SC1003 keeps the session aside for /login/wechatBindPhone. */
export function useCodeLogin() {
  const signIn = useSessionStore((s) => s.signIn);
  return useAsyncAction<Session, string>({
    action: (code) => api.loginByCode(code),
    onSuccess: (session) => signIn(session),
    onError: (error) => void keepPendingFrom(error, ERRORS.NO_BOUND_PHONE_CODE.code, 'code'),
  });
}

/** Binds the phone of a kept-aside session, then signs in with that session's current user. */
export function useBindPhone() {
  const signIn = useSessionStore((s) => s.signIn);
  const drop = usePendingSession((s) => s.drop);
  return useAsyncAction<Session, { pending: PendingSession; body: api.PhoneCode }>({
    action: async ({ pending, body }) => {
      const token = { token: pending.session.token, tenantId: pending.session.tenantId };
      await api.bindPhone(token, body);
      return api.currentUser(token);
    },
    onSuccess: (session) => {
      drop();
      signIn(session);
    },
  });
}
