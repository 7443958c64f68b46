import { outboxState } from '@parking/resources';
import { request, updown } from '../../api/client';
import type { ListExtension } from '../../crud/list-extensions';

/** A dead letter is sent again from its row: one try, now. */
export const outboundListExtensions: Record<string, ListExtension> = {
  outbox: {
    rowActions: [
      {
        key: 'replay',
        label: { zh: '重发', en: 'Send again' },
        permission: 'outbox:replay',
        platformOnly: true,
        lead: true,
        shows: (row) => row.state === outboxState.values.dead,
        confirm: {
          title: (row) => ({ zh: `立即重发消息 ${row.id}？`, en: `Send message ${row.id} again now?` }),
          run: (row) => request('POST', updown('outbox/replay'), { query: { id: Number(row.id) } }),
          done: { zh: '已重发，结果见该行状态', en: 'Sent again; its row shows the outcome' },
        },
      },
    ],
  },
};
