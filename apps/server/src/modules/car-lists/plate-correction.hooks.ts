import { plateCorrectionResource } from '@parking/resources';
import { and, eq, ne } from 'drizzle-orm';
import { merged, registerHooks } from '../../crud/hooks';
import { liveCondition } from '../../crud/scope';
import { tableOf } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { lockPlate } from './black-list-clash';

registerHooks(plateCorrectionResource, {
  async beforeSubmit({ tx }, values, existing) {
    const wrong = merged(values, existing, 'wrongPlate');
    const right = merged(values, existing, 'correctPlate');
    const parkId = merged(values, existing, 'parkId');
    // without them the write is refused as incomplete further on
    if (wrong == null || right == null || parkId == null) return;
    if (wrong === right) {
      throw badRequest({
        zh: `正确车牌(correctPlate): 与识别车牌 ${wrong} 相同，无需纠正`,
        en: `Correct plate(correctPlate): is the recognised plate ${wrong} itself; nothing to correct`,
      });
    }
    await lockPlate(tx, 'correction', parkId, wrong);
    const t = tableOf(plateCorrectionResource);
    const [other] = await tx
      .select({ id: t.id })
      .from(t)
      .where(
        and(
          eq(t.parkId, parkId),
          eq(t.wrongPlate, wrong),
          liveCondition(t),
          existing ? ne(t.id, existing.id) : undefined,
        ),
      )
      .limit(1);
    if (other) {
      throw badRequest({
        zh: `识别车牌(wrongPlate): ${wrong} 在本停车场已有纠正记录（编号 ${other.id}）`,
        en: `Recognised plate(wrongPlate): ${wrong} already has a correction at this park (id ${other.id})`,
      });
    }
  },
});
