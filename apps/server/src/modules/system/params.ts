import { paramResource } from '@parking/resources';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { tableOf } from '../../db/schema';

/** Parameters the product reads, with the value used when none is set. */
export const paramDefaults = {
  'parkService.noticeDays': {
    value: '30',
    zh: '车场服务到期提醒天数',
    en: 'Days of notice before a park service ends',
  },
  // read by the month pass declaration's derived state (an active pass ending within these days is ending soon)
  'monthPass.noticeDays': {
    value: '7',
    zh: '月卡到期提醒天数',
    en: 'Days a monthly pass shows as ending soon',
  },
  // read by the gate and the arrears payments in modules/owe: 1 recovers a plate's arrears at every company's parks
  'owe.acrossCompanies': {
    value: '0',
    zh: '跨公司追缴欠费(1=是)',
    en: 'Recover arrears across companies (1 = yes)',
  },
  'mqtt.wsUrl': { value: '', zh: 'MQTT WebSocket 地址', en: 'MQTT WebSocket address' },
  'mqtt.username': { value: '', zh: 'MQTT 用户名', en: 'MQTT user name' },
} as const;

export type ParamKey = keyof typeof paramDefaults;

export async function readParam(db: Db, key: ParamKey): Promise<string> {
  const t = tableOf(paramResource);
  const [row] = await db
    .select({ value: t.paramValue })
    .from(t)
    .where(and(eq(t.paramKey, key), isNull(t.deletedAt)))
    .limit(1);
  return row ? row.value : paramDefaults[key].value;
}

export async function readIntParam(db: Db, key: ParamKey, min: number, max: number): Promise<number> {
  const n = Number.parseInt(await readParam(db, key), 10);
  const fallback = Number.parseInt(paramDefaults[key].value, 10);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
}
