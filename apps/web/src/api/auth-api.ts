import { get, post, uaa } from './client';
import type { LoginData } from './session';

export type UserInfo = {
  id: number;
  sysUserRecordId: number | string;
  username: string;
  realName?: string | null;
  level?: string;
  companyId?: number | null;
  activeCompanyId?: number | null;
  companyName?: string | null;
};

export type PermissionNode = { code: string; children?: PermissionNode[] };
export type UserInfoAnswer = {
  userInfo: UserInfo;
  roles: string[];
  /** The held roles as people call them (codes are for the menus' role filters). */
  roleNames?: { code: string; zh: string; en: string }[];
  permission: PermissionNode[];
};

/** A failed login is logged for whoever looks at the console, then rejected. */
async function login(path: string, body: unknown): Promise<LoginData> {
  try {
    return await post<LoginData>(uaa(path), body, { basic: true });
  } catch (e) {
    console.error('login failed', e);
    throw e;
  }
}

export const loginByPassword = (username: string, password: string) => login('user/token', { username, password });
export const sendSmsCode = (phone: string) =>
  post<{ resendAfterSeconds?: number } | null>(uaa('sendSmsCode'), { phone }, { basic: true });
export const loginByPhoneCode = (phone: string, code: string) => login('loginCode', { phone, code });
export const loginByThirdCode = (code: string, redirecturi: string, source: string) =>
  login('loginThirdCode', { code, redirecturi, source });
export const loginByToken = (token: string) => login('logintoken', { token });
export const refreshToken = (refreshTokenValue: string) =>
  post<LoginData>(uaa('user/refesh'), { refreshToken: refreshTokenValue }, { basic: true, silent: true });

export const fetchUserInfo = () => get<UserInfoAnswer>(uaa('user/getUserInfo'));

/** Revokes the token; signing out locally goes ahead even when the server cannot be reached. */
export async function revokeToken(): Promise<void> {
  await Promise.allSettled([
    get(uaa('remove/token'), undefined, { silent: true, keepSession: true }),
    get(uaa('user/logout'), undefined, { silent: true, keepSession: true }),
  ]);
}

/** Leaf codes of the permission tree, the set that guards buttons. */
export function leafCodes(nodes: PermissionNode[] | undefined): string[] {
  const out: string[] = [];
  const walk = (list: PermissionNode[]) => {
    for (const n of list) {
      if (n.children?.length) walk(n.children);
      else if (n.code) out.push(n.code);
    }
  };
  walk(nodes ?? []);
  return out;
}
