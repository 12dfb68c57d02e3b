// TanStack Query mutations of the login flows; a successful login fills the session store
// (and with it the cookies) before the caller navigates.
import { useMutation } from '@tanstack/react-query';
import type { Session } from '@medportal/contracts/staff/session.contract';
import type { SmsType } from '@medportal/contracts/staff/auth-flows.contract';
import { ADMIN_USER_FLAG, removeSmsLoginCookie, setSmsLoginCookie, writeSessionCookies } from '../../lib/session-cookies';
import { useSessionStore } from '../../lib/session-store';
import * as api from './auth-api';

export type PasswordLoginOptions = {
  /** /loginAdmin: logout then returns to the admin login page */
  admin?: boolean;
};

export function usePasswordLogin({ admin = false }: PasswordLoginOptions = {}) {
  const signIn = useSessionStore((s) => s.signIn);
  return useMutation<Session, Error, api.PasswordLogin>({
    mutationFn: (body) => api.loginByUserName(body),
    onSuccess: (session) => {
      signIn(session);
      if (admin) writeSessionCookies({ adminUser: ADMIN_USER_FLAG });
    },
  });
}

export function usePhoneLogin() {
  const signIn = useSessionStore((s) => s.signIn);
  return useMutation<Session, Error, api.PhoneCode>({
    // the cookie tells the error table (SC1004) that this unregistered phone came from an SMS login
    mutationFn: (body) => {
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
  return useMutation<void, Error, string>({ mutationFn: (phone) => api.sendVerificationCode(phone, type) });
}

export function useVerifyCode() {
  return useMutation<string, Error, api.PhoneCode>({ mutationFn: (body) => api.verifyCode(body) });
}

export function useResetPassword() {
  return useMutation<void, Error, api.ResetPassword>({ mutationFn: (body) => api.resetPassword(body) });
}
