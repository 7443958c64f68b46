import {
  guidanceBuildingResource,
  guidanceDeviceResource,
  guidanceDeviceTypeResource,
  guidanceGatewayResource,
  guidanceGroupResource,
  guidanceSpaceResource,
  handheldVersionResource,
  ledConfigLineResource,
  ledConfigResource,
  manufacturerResource,
  roadsideLedResource,
  wirelessVersionResource,
} from '@parking/resources';
import { and, eq, inArray } from 'drizzle-orm';
import { merged, registerHooks } from '../../crud/hooks';
import { liveCondition } from '../../crud/scope';
import { findVisible } from '../../crud/visible-rows';
import { tableOf } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { removalHooks } from '../parks/dependents';

for (const def of [
  manufacturerResource,
  ledConfigResource,
  roadsideLedResource,
  guidanceBuildingResource,
  guidanceDeviceTypeResource,
  guidanceGatewayResource,
  guidanceSpaceResource,
  guidanceDeviceResource,
  handheldVersionResource,
  wirelessVersionResource,
]) {
  registerHooks(def, removalHooks);
}

const maxLines = 8;

registerHooks(ledConfigLineResource, {
  // a line the screen does not have would never be shown
  async beforeSubmit({ tx, access }, values, existing) {
    const configId = merged(values, existing, 'configId');
    const lineNo = merged(values, existing, 'lineNo');
    if (configId == null || lineNo == null) return;
    // a setting that is missing or not the caller's is refused by the reference check, naming the field
    const [config] = await findVisible(tx, ledConfigResource, access, [configId]);
    if (!config) return;
    const lineCount = config.lineCount ?? maxLines;
    if (lineNo > lineCount) {
      throw badRequest(
        {
          zh: `行号(lineNo)：「${config.configName}」的屏幕只有 ${lineCount} 行`,
          en: `Line(lineNo): the screen of “${config.configName}” has ${lineCount} lines`,
        },
        [{ field: 'lineNo' }],
      );
    }
  },
});

registerHooks(guidanceGroupResource, {
  // a group counts the devices of its own park: each id must name a live guidance device of it
  async beforeSubmit({ tx }, values, existing) {
    if (values.deviceIds === undefined && values.parkId === undefined) return;
    const ids = merged(values, existing, 'deviceIds') ?? [];
    const parkId = merged(values, existing, 'parkId');
    if (!Array.isArray(ids) || ids.some((id) => !Number.isInteger(id) || id <= 0)) {
      throw badRequest(
        { zh: '分组设备(deviceIds)：应为设备编号的列表', en: 'Devices(deviceIds): must be a list of device ids' },
        [{ field: 'deviceIds' }],
      );
    }
    if (!ids.length || parkId == null) return;
    const d = tableOf(guidanceDeviceResource);
    const found = await tx
      .select({ id: d.id })
      .from(d)
      .where(and(inArray(d.id, ids), eq(d.parkId, parkId), liveCondition(d)));
    const known = new Set(found.map((r) => r.id));
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length) {
      throw badRequest(
        {
          zh: `分组设备(deviceIds)：设备 ${missing.join('、')} 不是本车场的诱导设备`,
          en: `Devices(deviceIds): ${missing.join(', ')} are not guidance devices of this park`,
        },
        [{ field: 'deviceIds' }],
      );
    }
  },
});
