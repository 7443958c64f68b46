import { permissionCode, resources } from '@parking/resources';

/** The console's page groups (overview §2), in sidebar order. */
export const menuGroups: { path: string; zh: string; en: string; icon: string; top: 'business' | 'system' }[] = [
  { path: '/wel', zh: '首页', en: 'Home', icon: 'HomeOutlined', top: 'business' },
  { path: '/basedata', zh: '基础数据', en: 'Base data', icon: 'DatabaseOutlined', top: 'business' },
  { path: '/road', zh: '路侧停车', en: 'Roadside parking', icon: 'NodeIndexOutlined', top: 'business' },
  { path: '/car', zh: '车辆管理', en: 'Cars', icon: 'CarOutlined', top: 'business' },
  { path: '/derate', zh: '优惠减免', en: 'Discounts', icon: 'GiftOutlined', top: 'business' },
  { path: '/couponcard', zh: '优惠券', en: 'Coupons', icon: 'TagsOutlined', top: 'business' },
  { path: '/static', zh: '统计报表', en: 'Reports', icon: 'BarChartOutlined', top: 'business' },
  { path: '/rdstatic', zh: '路侧报表', en: 'Roadside reports', icon: 'LineChartOutlined', top: 'business' },
  { path: '/door', zh: '门禁管理', en: 'Door access', icon: 'KeyOutlined', top: 'business' },
  { path: '/visitor', zh: '访客管理', en: 'Visitors', icon: 'IdcardOutlined', top: 'business' },
  { path: '/invoice', zh: '发票管理', en: 'Invoices', icon: 'FileTextOutlined', top: 'business' },
  { path: '/system', zh: '系统管理', en: 'System', icon: 'SettingOutlined', top: 'system' },
  { path: '/operatelog', zh: '日志管理', en: 'Logs', icon: 'FileSearchOutlined', top: 'system' },
  { path: '/sysjob', zh: '定时任务', en: 'Scheduled jobs', icon: 'ScheduleOutlined', top: 'system' },
];

/** Pages that are not resources, placed under their group. */
export const pageMenus = [
  { group: '/wel', path: '/wel/index', zh: '首页', en: 'Dashboard', icon: 'DashboardOutlined', isTab: true },
];

/** Resource pages only platform users manage. */
export const platformOnlyModules = new Set(['sysAdminMenu', 'topMenu', 'sysdict', 'blade-system/client']);

export const buttonVerbs = [
  { verb: 'add', zh: '新增', en: 'Add' },
  { verb: 'edit', zh: '修改', en: 'Edit' },
  { verb: 'delete', zh: '删除', en: 'Delete' },
  { verb: 'export', zh: '导出', en: 'Export' },
] as const;

export const resourcePages = () =>
  resources
    .filter((r) => r.menu)
    .map((r) => ({
      def: r,
      buttons: buttonVerbs
        .filter((b) =>
          b.verb === 'export'
            ? r.routes.export.length
            : b.verb === 'delete'
              ? r.routes.remove.length
              : r.routes.submit.length,
        )
        .map((b) => ({ ...b, code: permissionCode(r, b.verb) })),
    }));
