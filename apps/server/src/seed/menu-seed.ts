import {
  adminMenuResource,
  carApplyResource,
  clientResource,
  couponResource,
  couponRuleResource,
  derateResource,
  deviceLogResource,
  dictResource,
  fundWithdrawResource,
  inOutRecordResource,
  invoiceApplyFormResource,
  invoiceSellerConfigResource,
  jobResource,
  onlineOrderResource,
  outboxMessageResource,
  parkDayStatResource,
  permissionCode,
  type ResourceDef,
  resources,
  reviewCode,
  reviewOf,
  topMenuResource,
  wxFollowerResource,
} from '@parking/resources';
import { type GroupSeed, menuGroups, type PageSeed } from './menu-pages';

export { menuGroups, topMenuSeeds } from './menu-pages';

/** Resource pages only platform users manage (besides those declared platformOnly). */
const platformOnlyPages = new Set<ResourceDef>([adminMenuResource, topMenuResource, dictResource, clientResource]);

export const buttonVerbs = [
  { verb: 'add', zh: '新增', en: 'Add' },
  { verb: 'edit', zh: '修改', en: 'Edit' },
  { verb: 'delete', zh: '删除', en: 'Delete' },
  { verb: 'export', zh: '导出', en: 'Export' },
] as const;

const hasVerb = (r: ResourceDef, verb: (typeof buttonVerbs)[number]['verb']) =>
  verb === 'export'
    ? r.routes.export.length > 0
    : verb === 'delete'
      ? r.routes.remove.length > 0
      : r.routes.submit.length > 0;

/** Resources whose changes are calls of their own (job/add, job/edit, job/remove) rather than the generic ones. */
const ownCalls = new Map<ResourceDef, string[]>([
  [jobResource, ['add', 'edit', 'delete']],
  [carApplyResource, ['add', 'edit']],
  [couponResource, ['delete']],
  [wxFollowerResource, ['edit']],
]);

/** Buttons of calls beyond the generic ones that a route declares as its permission (`<module>:<verb>`). */
const ownButtons = new Map<ResourceDef, { verb: string; zh: string; en: string; platformOnly?: true }[]>([
  [couponRuleResource, [{ verb: 'send', zh: '发券', en: 'Issue coupons' }]],
  [onlineOrderResource, [{ verb: 'refund', zh: '退款', en: 'Refund' }]],
  [outboxMessageResource, [{ verb: 'replay', zh: '重发', en: 'Send again' }]],
  [wxFollowerResource, [{ verb: 'sync', zh: '同步粉丝', en: 'Sync followers' }]],
  [
    invoiceApplyFormResource,
    [
      { verb: 'apply', zh: '开票', en: 'Issue invoice' },
      { verb: 'retry', zh: '重试', en: 'Retry' },
      { verb: 'cancel', zh: '取消', en: 'Cancel' },
      { verb: 'red', zh: '红冲', en: 'Reverse' },
      { verb: 'email', zh: '发送邮件', en: 'E-mail' },
    ],
  ],
  [
    invoiceSellerConfigResource,
    [
      { verb: 'renewal', zh: '续期', en: 'Renew' },
      { verb: 'interface', zh: '提交接口资料', en: 'Submit interface data' },
    ],
  ],
  [deviceLogResource, [{ verb: 'request', zh: '请求日志', en: 'Ask for the log' }]],
  [parkDayStatResource, [{ verb: 'rebuild', zh: '重算汇总', en: 'Recount summaries' }]],
  [fundWithdrawResource, [{ verb: 'examine', zh: '审核', en: 'Review', platformOnly: true }]],
  [derateResource, [{ verb: 'buy', zh: '购买与出示减免码', en: 'Buy and show discount codes' }]],
  [
    inOutRecordResource,
    [
      { verb: 'confirm', zh: '人工确认', en: 'Resolve manual confirm' },
      { verb: 'inCar', zh: '手动入场', en: 'Enter by hand' },
      { verb: 'outCar', zh: '手动放行', en: 'Release by hand' },
      { verb: 'correctPlate', zh: '纠正车牌', en: 'Correct plate' },
    ],
  ],
]);

export const buttonsOf = (r: ResourceDef) => [
  ...buttonVerbs
    .filter((b) => hasVerb(r, b.verb) || ownCalls.get(r)?.includes(b.verb))
    .map((b) => ({ ...b, code: permissionCode(r, b.verb) })),
  ...(ownButtons.get(r) ?? []).map((b) => ({ ...b, code: `${r.permissionPrefix ?? r.module}:${b.verb}` })),
  // approving a reviewed row is the platform's act: its route answers platform users only
  ...(reviewOf(r)
    ? [{ verb: 'examine', zh: '审核', en: 'Review', code: reviewCode(r), platformOnly: true as const }]
    : []),
];

export type PlannedPage = PageSeed & {
  def?: ResourceDef;
  buttons: { code: string; zh: string; en: string; platformOnly?: true }[];
  platformOnly?: true;
};
export type PlannedGroup = Omit<GroupSeed, 'pages'> & { pages: PlannedPage[] };

/**
 * The whole menu tree: the page list of overview §2, each page a resource declares named as the
 * resource and carrying its buttons, and resource pages the list does not name added to their group.
 */
export function plannedMenus(): PlannedGroup[] {
  const byPath = new Map(resources.flatMap((r) => (r.menu ? [[r.menu.path, r] as const] : [])));
  const used = new Set<string>();
  const groups: PlannedGroup[] = menuGroups.map((g) => ({
    ...g,
    pages: g.pages.map((page) => {
      const def = byPath.get(page.path);
      if (!def) return { ...page, buttons: page.buttons ?? [] };
      used.add(page.path);
      const platformOnly = page.platformOnly || def.platformOnly || platformOnlyPages.has(def);
      return {
        ...page,
        zh: def.label.zh,
        en: def.label.en,
        icon: page.icon ?? def.menu?.icon,
        def,
        buttons: buttonsOf(def),
        ...(platformOnly ? { platformOnly: true as const } : {}),
      };
    }),
  }));
  const extra = resources
    .filter((r) => r.menu && !used.has(r.menu.path))
    .sort((a, b) => (a.menu?.sort ?? 100) - (b.menu?.sort ?? 100));
  for (const def of extra) {
    const menu = def.menu;
    if (!menu) continue;
    let group = groups.find((g) => g.path === menu.group);
    if (!group) {
      group = {
        path: menu.group,
        zh: menu.group.slice(1),
        en: menu.group.slice(1),
        icon: 'AppstoreOutlined',
        top: 'business',
        pages: [],
      };
      groups.push(group);
    }
    group.pages.push({
      path: menu.path,
      zh: def.label.zh,
      en: def.label.en,
      icon: menu.icon,
      def,
      buttons: buttonsOf(def),
      ...(def.platformOnly || platformOnlyPages.has(def) ? { platformOnly: true as const } : {}),
    });
  }
  return groups;
}
