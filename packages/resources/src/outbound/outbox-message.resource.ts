import { defineResource } from '../define-resource';
import { datetime, dict, int, json, l, text } from '../fields/field-builders';
import { outboundKind, outboxState } from './outbound.dict';

/**
 * A message to an outside service (an invoice e-mail, a platform push, an SMS), kept until it is delivered:
 * tried on a schedule, then kept as a dead letter that an operator sees and sends again. Written by the
 * outbox only.
 */
export const outboxMessageResource = defineResource({
  module: 'outbox',
  table: 'outbox_message',
  section: 'third-party',
  label: l('外发消息', 'Outgoing message'),
  scope: 'platform',
  platformOnly: true,
  idParam: 'id',
  titleField: 'topic',
  permissionPrefix: 'outbox',
  fields: {
    kind: dict(l('服务类型', 'Service'), { dict: outboundKind, search: 'eq', readOnly: true }),
    adapter: text(l('适配器', 'Adapter'), { max: 40, readOnly: true }),
    topic: text(l('消息', 'Message'), { max: 60, search: 'eq', readOnly: true }),
    summary: text(l('内容摘要', 'Summary'), {
      max: 300,
      search: 'contains',
      readOnly: true,
      column: { ellipsis: true },
    }),
    payload: json(l('内容', 'Content'), { readOnly: true, list: false }),
    state: dict(l('发送状态', 'State'), { dict: outboxState, search: 'eq', readOnly: true }),
    attempts: int(l('已尝试次数', 'Tries'), { readOnly: true }),
    maxAttempts: int(l('最多尝试', 'Most tries'), { readOnly: true, list: false }),
    nextAttemptAt: datetime(l('下次尝试', 'Next try'), { readOnly: true, sortable: true }),
    lastError: text(l('最近错误', 'Last error'), { max: 1000, readOnly: true, column: { ellipsis: true } }),
    answer: text(l('对方应答', 'Answer'), { max: 2000, readOnly: true, list: false }),
    sentAt: datetime(l('送达时间', 'Delivered at'), { readOnly: true, search: 'range', sortable: true }),
  },
  defaultSort: '-id',
  indexes: [['state', 'nextAttemptAt']],
  routes: { list: ['list'], detail: ['detail'], submit: [], remove: false, export: ['export'] },
  menu: { path: '/sysjob/outbox', group: '/sysjob', icon: 'SendOutlined', sort: 3 },
});
