import type { DictValue, serviceNoticeState } from '@parking/resources';
import { get, type Page, post, updown } from './client';

export type ServerMenu = {
  id: number | string;
  name: string;
  path: string;
  icon?: string | null;
  sort?: number;
  query?: string | Record<string, string> | null;
  group?: string | null;
  children?: ServerMenu[];
  meta?: {
    i18n?: { zh?: string; en?: string } | string | null;
    roles?: string[];
    isAuth?: boolean;
    isTab?: boolean;
    keepAlive?: boolean;
  };
};

export type TopMenu = {
  id: number | string;
  topId?: number | string;
  name: string;
  nameEn?: string | null;
  icon?: string | null;
  path?: string | null;
  sort?: number;
};
export type Option = { label: string; value: number | string };
export type Branding = {
  logo_image_base64?: string | null;
  short_system_name?: string | null;
  indexTitle?: string | null;
  footer?: string | null;
  /** Payments go through the payment sandbox (autopay: it pays each payment as soon as it is started). */
  paymentSandbox?: { autopay: boolean } | null;
};
export type ExpiringPark = {
  parkName: string;
  description?: string | null;
  status: DictValue<typeof serviceNoticeState>;
};

export const fetchMenus = () => get<ServerMenu[]>(updown('sysAdminMenu/routes'));
export const fetchButtons = () => get<string[]>(updown('sysAdminMenu/buttons'));
export const fetchTopMenus = () => get<TopMenu[]>(updown('topMenu/listAll'));
export const fetchTopMenuRoutes = (parentId: number | string) =>
  get<ServerMenu[]>(updown('sysAdminMenu/routesParentIdTop'), { parentId });
export const fetchUserCompanies = () => get<Option[]>(updown('baseSelect/getUserAllCompany'));
export const switchCompany = (companyId: number | string) =>
  post<{ activeCompanyId: number | string }>(updown('sysuser/switchCompany'), { companyId });
export const updatePassword = (oldPassword: string, newPassword: string) =>
  post<unknown>(updown('sysuser/updatePassword'), { oldPassword, newPassword });
export const fetchBranding = (host: string) =>
  get<Branding | null>(updown('sysCustomConfig/getSysCustomConfigByUserId'), { host }, { silent: true });
export const fetchExpiringParks = (current: number, size: number) =>
  get<Page<ExpiringPark>>(updown('parkServicesConfig/getExpireParkservices'), { current, size }, { silent: true });
export const sendErrorLogs = (entries: unknown[]) => post<unknown>(updown('user/sendLogs'), entries);
