import type { FieldKind, Lang } from '@parking/resources';
import type { RouteKind } from './code-tool-api';

/** The code-tools page's own words, in both languages. */
const words = {
  title: ['代码工具：资源声明', 'Code tools: resource declarations'],
  search: ['搜索资源名称或模块', 'Search by name or module'],
  none: ['请选择左侧的资源', 'Choose a resource on the left'],
  module: ['模块', 'Module'],
  table: ['数据表', 'Table'],
  scope: ['数据范围', 'Scope'],
  menu: ['菜单路径', 'Menu path'],
  idParam: ['编号参数', 'Id parameter'],
  titleField: ['标题字段', 'Title field'],
  platformOnly: ['仅平台用户', 'Platform users only'],
  fields: ['字段', 'Fields'],
  routes: ['接口', 'Routes'],
  permissions: ['权限码', 'Permission codes'],
  name: ['字段名', 'Name'],
  label: ['名称', 'Label'],
  kind: ['类型', 'Kind'],
  required: ['必填', 'Required'],
  dictionary: ['字典', 'Dictionary'],
  reference: ['引用', 'Reference'],
  rules: ['规则', 'Rules'],
  method: ['方法', 'Method'],
  path: ['地址', 'Path'],
  purpose: ['作用', 'Purpose'],
  permission: ['权限码', 'Permission code'],
  yes: ['是', 'Yes'],
  no: ['否', 'No'],
  noPermissions: ['无需权限码', 'No permission code'],
  fieldCount: ['{n} 个字段', '{n} fields'],
  readOnly: ['只读', 'read-only'],
  secret: ['保密', 'secret'],
  unique: ['唯一', 'unique'],
  searchable: ['可搜索', 'searchable'],
  maxLength: ['最大 {n}', 'max {n}'],
  minValue: ['最小 {n}', 'min {n}'],
} satisfies Record<string, [string, string]>;

export type Word = keyof typeof words;

export const codeToolText =
  (lang: Lang) =>
  (key: Word, n?: number): string =>
    words[key][lang === 'en' ? 1 : 0].replace('{n}', String(n ?? ''));

const kinds: Record<FieldKind, [string, string]> = {
  text: ['文本', 'Text'],
  phone: ['手机号', 'Phone'],
  plate: ['车牌', 'Plate'],
  int: ['整数', 'Integer'],
  money: ['金额（元）', 'Money (yuan)'],
  bool: ['是/否', 'Yes/no'],
  dict: ['字典', 'Dictionary'],
  datetime: ['日期时间', 'Date and time'],
  date: ['日期', 'Date'],
  decimal: ['小数', 'Decimal'],
  ref: ['引用', 'Reference'],
  json: ['JSON', 'JSON'],
};

export const kindText = (kind: FieldKind, lang: Lang) => kinds[kind]?.[lang === 'en' ? 1 : 0] ?? kind;

const routeKinds: Record<RouteKind, [string, string]> = {
  list: ['分页列表', 'Paged list'],
  detail: ['详情', 'Detail'],
  submit: ['新增或修改', 'Add or edit'],
  remove: ['删除', 'Remove'],
  export: ['导出', 'Export'],
  examine: ['审核', 'Review'],
  other: ['其他', 'Other'],
};

export const routeKindText = (kind: RouteKind, lang: Lang) =>
  (routeKinds[kind] ?? routeKinds.other)[lang === 'en' ? 1 : 0];

const scopes: Record<string, [string, string]> = {
  platform: ['平台', 'Platform'],
  company: ['公司', 'Company'],
  park: ['停车场', 'Park'],
};

export const scopeText = (scope: string, lang: Lang) => scopes[scope]?.[lang === 'en' ? 1 : 0] ?? scope;
