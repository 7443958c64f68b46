import { randomBytes } from 'node:crypto';
import { parseLocalDateTime, windowsProblem } from '@parking/domain';
import {
  deviceKind,
  doorDayTemplateResource,
  doorDeviceResource,
  doorEmployeePhotoResource,
  doorEmployeeResource,
  doorGrantResource,
  doorWeekPlanResource,
  fieldLabel,
  gateDeviceResource,
} from '@parking/resources';
import { and, eq, isNull } from 'drizzle-orm';
import { merged, registerHooks } from '../../crud/hooks';
import { tableOf } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { normaliseHolidays } from './holiday-list';
import { currentPhotoOf } from './photo-import';

const named = (def: Parameters<typeof fieldLabel>[0], key: string) => fieldLabel(def, key) ?? { zh: key, en: key };

registerHooks(doorDayTemplateResource, {
  beforeSubmit(_ctx, values, existing) {
    const v = (k: 'start1' | 'end1' | 'start2' | 'end2' | 'start3' | 'end3') =>
      merged(values, existing, k) as string | null | undefined;
    const problem = windowsProblem([
      [v('start1'), v('end1')],
      [v('start2'), v('end2')],
      [v('start3'), v('end3')],
    ]);
    if (problem) {
      const key = `start${problem.index + 1}`;
      const l = named(doorDayTemplateResource, key);
      throw badRequest({ zh: `${l.zh}(${key}): ${problem.rule.zh}`, en: `${l.en}(${key}): ${problem.rule.en}` });
    }
  },
});

registerHooks(doorWeekPlanResource, {
  beforeSubmit(_ctx, values, existing) {
    normaliseHolidays(doorWeekPlanResource, values, existing);
  },
});

registerHooks(doorGrantResource, {
  beforeSubmit(ctx, values, existing) {
    if (merged(values, existing, 'employeeId') == null && merged(values, existing, 'deptId') == null) {
      throw badRequest({
        zh: '人员(employeeId): 授权须指定人员或部门(deptId)',
        en: 'Employee(employeeId): a grant names an employee or a department (deptId)',
      });
    }
    // submitted times are the operator's wall-clock texts, stored ones instants
    const instant = (x: unknown) =>
      x instanceof Date ? x : typeof x === 'string' ? parseLocalDateTime(x, ctx.app.config.timeZone) : null;
    const from = instant(merged(values, existing, 'validFrom'));
    const until = instant(merged(values, existing, 'validUntil'));
    if (from && until && until.getTime() < from.getTime()) {
      throw badRequest({
        zh: '失效时间(validUntil): 不能早于生效时间',
        en: 'Valid until(validUntil): cannot be before valid from',
      });
    }
  },
});

registerHooks(doorDeviceResource, {
  async beforeSubmit(ctx, values, existing) {
    const code = merged(values, existing, 'deviceCode') as string | undefined;
    if (!code) return;
    const t = tableOf(gateDeviceResource);
    const [device] = await ctx.tx
      .select({ kind: t.deviceKind })
      .from(t)
      .where(and(eq(t.deviceCode, code), isNull(t.deletedAt)));
    if (device && device.kind !== deviceKind.values.doorReader) {
      throw badRequest({
        zh: `设备编号(deviceCode): ${code} 是种类不为“门禁读头”的设备`,
        en: `Device code(deviceCode): ${code} is a device of another kind than “Door reader”`,
      });
    }
  },
});

registerHooks(doorEmployeeResource, {
  // an employee's QR code is theirs alone and never guessed
  beforeSubmit(_ctx, values, existing) {
    if (existing) return;
    (values as Record<string, unknown>).qrCode = randomBytes(16).toString('hex');
  },
});

registerHooks(doorEmployeePhotoResource, {
  // a photo row added by hand records the employee's current photo
  async beforeSubmit(ctx, values, existing) {
    if (existing) return;
    const v = values as Record<string, unknown>;
    v.photoPath = await currentPhotoOf(ctx, Number(v.employeeId));
    v.storedAt = new Date();
  },
});
