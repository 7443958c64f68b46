import {
  fieldLabel,
  idSchema,
  ledConfigLineResource,
  ledConfigResource,
  permissionCode,
  submitFieldSchema,
} from '@parking/resources';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { removeRows, saveRow } from '../../crud/save-row';
import { visibleConditions } from '../../crud/scope';
import { rowSerializer } from '../../crud/serialize';
import { visibleOne } from '../../crud/visible-rows';
import type { Db } from '../../db/connection';
import { tableOf } from '../../db/schema';
import type { Access } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { type AnyRoute, defineRoute } from '../../platform/route-table';

const line = ledConfigLineResource;
const f = line.fields;
const lineSchema = z.object({
  lineNo: submitFieldSchema(f.lineNo, 'add'),
  content: submitFieldSchema(f.content, 'add'),
  color: submitFieldSchema(f.color, 'add'),
  effect: submitFieldSchema(f.effect, 'add'),
  speed: submitFieldSchema(f.speed, 'add'),
  staySeconds: submitFieldSchema(f.staySeconds, 'add'),
});

const labels = (k: string) =>
  k === 'id'
    ? ledConfigResource.label
    : k === 'lines'
      ? { zh: '显示行', en: 'Lines' }
      : (fieldLabel(line, k.replace(/^lines\.\d+\./, '')) ?? undefined);

async function linesOf(db: Db, access: Access, configId: number) {
  const t = tableOf(line);
  return db
    .select()
    .from(t)
    .where(and(eq(t.configId, configId), visibleConditions(line, access)))
    .orderBy(asc(t.lineNo));
}

export const ledLinesRoutes: AnyRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/api/updown/parkledconfig/saveLines',
    section: 'devices',
    summary:
      "Save a screen setting's lines at once (id: the parkledconfig row): the lines sent replace its lines, one per line number",
    permission: permissionCode(ledConfigResource, 'edit'),
    body: z.object({ id: idSchema, lines: z.array(lineSchema).max(8) }),
    labels,
    handler: async (ctx) => {
      const { app, access, body } = ctx;
      const numbers = body.lines.map((l) => l.lineNo);
      const twice = numbers.find((n, i) => numbers.indexOf(n) !== i);
      if (twice !== undefined) {
        throw badRequest(
          { zh: `行号(lineNo)：第 ${twice} 行出现了两次`, en: `Line(lineNo): line ${twice} is given twice` },
          [{ field: 'lineNo' }],
        );
      }
      const saved = await app.db.transaction(async (tx) => {
        const config = await visibleOne(tx, ledConfigResource, access, body.id);
        const write = { ...ctx, tx };
        const before = await linesOf(tx, access, config.id);
        const gone = before.filter((b) => !numbers.includes(b.lineNo)).map((b) => b.id);
        if (gone.length) await removeRows(write, line, gone);
        for (const l of body.lines) {
          const existing = before.find((b) => b.lineNo === l.lineNo);
          await saveRow(write, line, existing ? l : { ...l, configId: config.id, parkId: config.parkId }, {
            id: existing?.id,
          });
        }
        return linesOf(tx, access, config.id);
      });
      const serialize = rowSerializer(line, app.config.timeZone);
      return { id: body.id, lines: saved.map(serialize) };
    },
  }),
];
