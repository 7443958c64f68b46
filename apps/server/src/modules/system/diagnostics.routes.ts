import { logLevel } from '@parking/resources';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';
import { diagnostics } from './diagnostics';
import { writeUsualLog } from './usual-log';

const names = Object.keys(diagnostics);

export const diagnosticsRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/updown/sysTemplate/excuteSqlCommand',
    section: 'system',
    summary: `Run one allow-listed, read-only diagnostic by name (${names.join(', ')}); SQL text is refused`,
    platformOnly: true,
    body: z.object({
      name: z.string().max(60).optional(),
      sql: z.string().max(5000).optional(),
      command: z.string().max(5000).optional(),
    }),
    labels: (k) =>
      ({ name: { zh: '诊断项', en: 'Diagnostic' }, sql: { zh: 'SQL', en: 'SQL' }, command: { zh: 'SQL', en: 'SQL' } })[
        k
      ],
    handler: async ({ app, access, body }) => {
      const list = names.map((n) => `${n}（${diagnostics[n]?.label.zh}）`).join('、');
      if (body.sql || body.command) {
        throw badRequest({
          zh: `不执行任意 SQL。可以运行的只读诊断：${list}`,
          en: `arbitrary SQL is not executed; the read-only diagnostics are: ${names.join(', ')}`,
        });
      }
      const d = body.name ? diagnostics[body.name] : undefined;
      if (!d || !body.name) {
        throw badRequest({
          zh: `诊断项(name): 必须是 ${names.join(', ')} 之一`,
          en: `Diagnostic(name): must be one of ${names.join(', ')}`,
        });
      }
      const rows = await app.db.transaction(async (tx) => {
        await tx.execute(sql`set transaction read only`);
        return d.run(tx);
      });
      await writeUsualLog(app, {
        level: logLevel.values.info,
        title: { zh: `诊断 ${body.name}`, en: `Diagnostic ${body.name}` },
        message: {
          zh: `${access.username} 运行了只读诊断 ${body.name}：${rows.length} 行`,
          en: `${access.username} ran the read-only diagnostic ${body.name}: ${rows.length} rows`,
        },
      });
      return { name: body.name, label: d.label, rows };
    },
  }),
];
