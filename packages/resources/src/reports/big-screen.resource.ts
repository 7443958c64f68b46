import { defineResource } from '../define-resource';
import { dict, int, json, l, text } from '../fields/field-builders';
import type { Label } from '../fields/label';
import { bigScreenTheme } from './big-screen.dict';

export { bigScreenTheme };

/**
 * The figures a wall can show: the home page's staticFirst calls (money in fen). `value` is one big number,
 * `series` a line of points, `share` a pie.
 */
export const bigScreenFigures = {
  firstPayMoney: {
    path: 'staticFirst/getFirstPayMoney',
    kind: 'value',
    money: true,
    label: l('今日收入', "Today's takings"),
  },
  onlinePhoneFee: {
    path: 'staticFirst/getOnlinePhoneFee',
    kind: 'value',
    money: true,
    label: l('今日线上收入', "Today's online takings"),
  },
  fee15: { path: 'staticFirst/get15Fee', kind: 'series', money: true, label: l('近15日收入', 'Takings, last 15 days') },
  onlineFee15: {
    path: 'staticFirst/get15OnlineFee',
    kind: 'series',
    money: true,
    label: l('近15日线上收入', 'Online takings, last 15 days'),
  },
  newPark15: {
    path: 'staticFirst/get15NewPark',
    kind: 'series',
    money: false,
    label: l('近15日新增车场', 'New parks, last 15 days'),
  },
  todayParkSort: {
    path: 'staticFirst/getTodayParkSumSort',
    kind: 'bar',
    money: true,
    label: l('今日车场收入排行', "Today's takings by park"),
  },
  paywayCount: { path: 'staticFirst/getPaywayCount', kind: 'share', money: false, label: l('支付方式', 'Pay ways') },
  releaseType: {
    path: 'staticFirst/getParkReleaseTypeSum',
    kind: 'share',
    money: false,
    label: l('放行方式', 'How cars left'),
  },
  carFeeType: {
    path: 'staticFirst/getParkCarFeeTypeSum',
    kind: 'share',
    money: false,
    label: l('车辆类型', 'Car kinds'),
  },
  carType: { path: 'staticFirst/getParkCarTypeSum', kind: 'share', money: false, label: l('车辆类别', 'Car types') },
} as const satisfies Record<
  string,
  { path: string; kind: 'value' | 'series' | 'bar' | 'share'; money: boolean; label: Label }
>;

export type BigScreenFigure = keyof typeof bigScreenFigures;

/** One tile of a wall: a figure in a place of the grid, `x`/`y` its top-left cell (from 0), `w`/`h` cells wide and high. */
export type BigScreenTile = { figure: BigScreenFigure; x: number; y: number; w: number; h: number };

/** The largest grid a wall is laid out on. */
export const bigScreenGridMax = { columns: 6, rows: 6 } as const;

/**
 * A saved wall-display layout (大屏报表): which figures sit where on a grid of `columns` by `rows` cells,
 * how often the wall reads them again, and its colours. Each company keeps its own.
 */
export const bigScreenResource = defineResource({
  module: 'sysbigreport',
  table: 'big_screen_report',
  section: 'reports',
  label: l('大屏报表', 'Big-screen reports'),
  scope: 'company',
  idParam: 'id',
  titleField: 'name',
  fields: {
    name: text(l('名称', 'Name'), { max: 60, required: true, search: 'contains', unique: true }),
    title: text(l('大屏标题', 'Wall title'), { max: 60 }),
    columns: int(l('列数', 'Columns'), { min: 1, max: bigScreenGridMax.columns, default: 3, required: true }),
    rows: int(l('行数', 'Rows'), { min: 1, max: bigScreenGridMax.rows, default: 2, required: true }),
    tiles: json<BigScreenTile[]>(l('图块', 'Tiles'), {
      required: true,
      list: false,
      help: l(
        '每个图块：figure 指标名称，x、y 左上角所在的列和行(从0起)，w、h 占几列几行',
        'Each tile: figure (the figure’s name), x and y its top-left column and row (from 0), w and h how many columns and rows it spans',
      ),
    }),
    refreshSeconds: int(l('刷新间隔(秒)', 'Refresh every (seconds)'), {
      min: 10,
      max: 3600,
      default: 60,
      required: true,
    }),
    theme: dict(l('主题', 'Theme'), { dict: bigScreenTheme, default: 'dark', required: true }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: '-id',
  routes: {
    list: ['screenList'],
    detail: ['detail'],
    submit: ['submit'],
    remove: [{ path: 'remove', style: 'ids-query' }],
    export: [],
  },
  menu: { path: '/system/sysBigParkReport', group: '/system', icon: 'DesktopOutlined' },
});
