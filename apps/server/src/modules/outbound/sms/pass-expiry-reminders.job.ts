import { formatLocalDate, parseLocalDateTime } from '@parking/domain';
import {
  enabledState,
  messageEvent,
  monthPassResource,
  outboundKind,
  outboxState,
  parkResource,
  passState,
  smsPlanResource,
  smsRecordResource,
  smsStrategyResource,
} from '@parking/resources';
import { and, eq, gte, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Tx } from '../../../db/connection';
import { tableOf } from '../../../db/schema';
import type { AppContext } from '../../../platform/context';
import { registerJobHandler } from '../../../platform/jobs';
import { enqueue, registerOutboxTopic } from '../outbox/outbox';

const dayMs = 86_400_000;

/** The strategy's words with the pass's facts put in. */
export const reminderText = (template: string, v: { plate: string; park: string; endDate: string; days: number }) =>
  template
    .replaceAll('{plate}', v.plate)
    .replaceAll('{park}', v.park)
    .replaceAll('{endDate}', v.endDate)
    .replaceAll('{days}', String(v.days));

/**
 * For each enabled pass-expiry strategy, the passes of its company that end on the day N days from today
 * and have a phone get one text each, through the outbox; the day's run is a plan with its records. A strategy
 * runs once a day: a second run the same day finds its plan and sends nothing.
 */
export async function sendPassReminders(tx: Tx, app: AppContext, now: Date) {
  const zone = app.config.timeZone;
  const today = formatLocalDate(now, zone);
  const s = tableOf(smsStrategyResource);
  const plans = tableOf(smsPlanResource);
  const passes = tableOf(monthPassResource);
  const parks = tableOf(parkResource);
  const strategies = await tx
    .select()
    .from(s)
    .where(
      and(eq(s.event, messageEvent.values.passExpiry), eq(s.enabled, enabledState.values.enabled), isNull(s.deletedAt)),
    );
  let planned = 0;
  for (const strategy of strategies) {
    const [done] = await tx
      .select({ id: plans.id })
      .from(plans)
      .where(and(eq(plans.strategyId, strategy.id), eq(plans.runDay, today), isNull(plans.deletedAt)));
    if (done) continue;
    const days = strategy.daysBefore ?? 7;
    const start = parseLocalDateTime(`${today} 00:00:00`, zone) ?? now;
    const from = new Date(start.getTime() + days * dayMs);
    const to = new Date(from.getTime() + dayMs);
    const ending = await tx
      .select({ pass: passes, parkName: parks.parkName })
      .from(passes)
      .innerJoin(parks, eq(passes.parkId, parks.id))
      .where(
        and(
          eq(passes.companyId, strategy.companyId),
          inArray(passes.state, [passState.values.active, passState.values.endingSoon]),
          gte(passes.endTime, from),
          lt(passes.endTime, to),
          isNotNull(passes.ownerPhone),
          isNull(passes.deletedAt),
        ),
      );
    const [plan] = await tx
      .insert(plans)
      .values({
        companyId: strategy.companyId,
        title: `${strategy.name} ${today}`,
        strategyId: strategy.id,
        runDay: today,
        planned: ending.length,
      })
      .returning({ id: plans.id });
    if (!plan) throw new Error('sms plan was not written');
    for (const { pass, parkName } of ending) {
      const phone = String(pass.ownerPhone);
      const content = reminderText(strategy.template, {
        plate: pass.plateNumber,
        park: parkName,
        endDate: formatLocalDate(pass.endTime, zone),
        days,
      });
      const outboxId = await enqueue(tx, app, {
        topic: 'sms.reminder',
        summary: `${pass.plateNumber} 月卡到期提醒`,
        payload: { phone, text: content },
      });
      await tx.insert(tableOf(smsRecordResource)).values({
        companyId: pass.companyId,
        parkId: pass.parkId,
        planId: plan.id,
        phone,
        plateNumber: pass.plateNumber,
        content,
        outboxId,
        state: outboxState.values.pending,
      });
      planned += 1;
    }
  }
  return planned;
}

registerOutboxTopic('sms.reminder', {
  kind: outboundKind.values.sms,
  adapter: (app) => app.outbound.text.name,
  send: (app, p, signal) => app.outbound.text.send({ phone: String(p.phone), text: String(p.text) }, signal),
  async settled(tx, row, outcome) {
    const t = tableOf(smsRecordResource);
    await tx
      .update(t)
      .set({ state: outcome.delivered ? outboxState.values.sent : outboxState.values.dead })
      .where(eq(t.outboxId, row.id));
  },
});

registerJobHandler('passExpiryReminders', {
  label: { zh: '月卡到期短信提醒', en: 'Pass expiry text reminders' },
  description: {
    zh: '按短信策略，在月卡到期前 N 天给车主发送提醒短信（经外发消息发送），每个策略每天一次',
    en: 'Texts pass holders N days before their pass ends, by the SMS strategies, through the outbox; each strategy once a day',
  },
  async run({ app, tx, now }) {
    const n = await sendPassReminders(tx, app, now);
    return { zh: `计划发送 ${n} 条到期提醒`, en: `${n} expiry reminders queued` };
  },
});
