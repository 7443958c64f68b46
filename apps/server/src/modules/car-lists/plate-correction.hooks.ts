import { and, eq, ne, type SQL } from 'drizzle-orm';
import { registerHooks } from '../../crud/hooks';
import { liveCondition } from '../../crud/scope';
import { colsOf } from '../../db/columns';
import { tableOf } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { merged } from '../parks/visible';
import { lockPlate } from './black-list-clash';

registerHooks('correctplateno', {
  async beforeSubmit({ tx }, values, existing) {
    const wrong = String(merged(values, existing, 'wrongPlate'));
    const right = String(merged(values, existing, 'correctPlate'));
    const parkId = Number(merged(values, existing, 'parkId'));
    if (wrong === right) {
      throw badRequest({
        zh: `正确车牌(correctPlate): 与识别车牌 ${wrong} 相同，无需纠正`,
        en: `Correct plate(correctPlate): is the recognised plate ${wrong} itself; nothing to correct`,
      });
    }
    await lockPlate(tx, 'correction', parkId, wrong);
    const t = tableOf('correctplateno');
    const c = colsOf(t);
    const conds: SQL[] = [eq(c.parkId, parkId), eq(t.wrongPlate, wrong), liveCondition(t)];
    if (existing) conds.push(ne(c.id, existing.id as number));
    const [other] = await tx
      .select({ id: c.id })
      .from(t)
      .where(and(...conds))
      .limit(1);
    if (other) {
      throw badRequest({
        zh: `识别车牌(wrongPlate): ${wrong} 在本停车场已有纠正记录（编号 ${other.id}）`,
        en: `Recognised plate(wrongPlate): ${wrong} already has a correction at this park (id ${other.id})`,
      });
    }
  },
});
