import type { Dictionary, FieldKind } from '@parking/resources';
import { get, type Page, updown } from '../../api/client';

const base = 'blade-develop/code';

/** One declaration as the code tool lists it. */
export type Declaration = {
  id: number;
  module: string;
  table: string;
  section: string;
  label: string;
  labelEn: string;
  scope: string;
  platformOnly: boolean;
  fieldCount: number;
  routeCount: number;
  menuPath: string | null;
};

export type ContractField = {
  name: string;
  kind: FieldKind;
  label: string;
  labelEn: string;
  required?: boolean;
  unique?: boolean | 'global';
  readOnly?: boolean;
  secret?: boolean;
  search?: string;
  max?: number;
  min?: number;
  dict?: Pick<Dictionary, 'code' | 'label'>;
  to?: string;
};

export type RouteKind = 'list' | 'detail' | 'submit' | 'remove' | 'export' | 'examine' | 'other';

export type ContractRoute = {
  method: string;
  url: string;
  kind: RouteKind;
  permission: string | null;
  platformOnly: boolean;
};

/** What the server makes of one declaration: its fields, routes and permission codes. */
export type Contract = Declaration & {
  idParam: string;
  titleField: string;
  fields: ContractField[];
  routes: ContractRoute[];
  permissions: string[];
};

export const fetchDeclarations = async () =>
  (await get<Page<Declaration>>(updown(`${base}/list`), { size: 1000 })).data;

export const fetchContract = (id: number) => get<Contract>(updown(`${base}/detail`), { id });
