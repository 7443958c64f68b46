import { registerJobHandler } from '../../../platform/jobs';
import { deliverDue } from './outbox';

registerJobHandler('deliverOutbox', {
  label: { zh: '发送外发消息', en: 'Deliver outgoing messages' },
  description: {
    zh: '发送到时的外发消息（发票邮件、平台推送、短信），每条限时发送，失败按计划重试，次数用完转为发送失败',
    en: 'Sends outgoing messages whose time has come (invoice e-mails, platform pushes, texts), each with a time-out; a failure is tried again on schedule and becomes a dead letter when its tries are spent',
  },
  async run({ app, tx, now }) {
    const round = await deliverDue(tx, app, now);
    if (round.busy) return { zh: '另一实例正在发送，本次跳过', en: 'another instance is delivering; skipped' };
    return {
      zh: `尝试 ${round.tried} 条：送达 ${round.delivered} 条，转为发送失败 ${round.dead} 条`,
      en: `${round.tried} tried: ${round.delivered} delivered, ${round.dead} became dead letters`,
    };
  },
});
