import {
  enabledState,
  outboundKind,
  outboxState,
  parkResource,
  platformParkResource,
  platformUploadResource,
  thirdPlatformResource,
  uploadOpen,
} from '@parking/resources';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../../db/connection';
import type { RowOf } from '../../../db/resource-table';
import { tableOf } from '../../../db/schema';
import { onTrafficFacts, type TrafficFact } from '../../traffic/traffic-facts';
import { enqueueMany, registerOutboxTopic } from '../outbox/outbox';
import { type PushFact, platformBody } from './platform-formats';

export type PlatformLink = {
  linkId: number;
  companyId: number;
  parkId: number;
  platId: number;
  type: string;
  parkCode: string;
  uploadEntries: boolean | null;
  uploadExits: boolean | null;
  uploadPayments: boolean | null;
};

/** The enabled platforms each of these parks is linked to (open ones only, unless told otherwise). */
export async function platformLinks(tx: Tx, parkIds: number[], openOnly = true): Promise<PlatformLink[]> {
  if (parkIds.length === 0) return [];
  const pp = tableOf(platformParkResource);
  const tp = tableOf(thirdPlatformResource);
  return tx
    .select({
      linkId: pp.id,
      companyId: pp.companyId,
      parkId: pp.parkId,
      platId: tp.id,
      type: tp.type,
      parkCode: pp.parkCode,
      uploadEntries: pp.uploadEntries,
      uploadExits: pp.uploadExits,
      uploadPayments: pp.uploadPayments,
    })
    .from(pp)
    .innerJoin(tp, eq(pp.platId, tp.id))
    .where(
      and(
        inArray(pp.parkId, [...new Set(parkIds)]),
        openOnly ? eq(pp.open, uploadOpen.values.open) : undefined,
        isNull(pp.deletedAt),
        isNull(tp.deletedAt),
        eq(tp.enabled, enabledState.values.enabled),
      ),
    ) as Promise<PlatformLink[]>;
}

const kindWord = { entry: '入场', exit: '出场', payment: '支付', register: '注册停车场', led: '诱导屏' } as const;

/**
 * One push of one fact to one platform: its body in the platform's format, a message in the outbox and a line
 * in the upload diary, both in the caller's transaction.
 */
export async function pushToPlatform(
  tx: Tx,
  link: PlatformLink,
  fact: PushFact,
): Promise<RowOf<typeof platformUploadResource>> {
  const [row] = await pushToPlatforms(tx, [{ link, fact }]);
  if (!row) throw new Error('platform upload: the diary line was not written');
  return row;
}

/** Several pushes in two statements, whatever their number: the outbox messages, then the diary lines. */
export async function pushToPlatforms(
  tx: Tx,
  pushes: { link: PlatformLink; fact: PushFact }[],
): Promise<RowOf<typeof platformUploadResource>[]> {
  if (pushes.length === 0) return [];
  const told = pushes.map(({ link, fact }) => ({
    link,
    fact,
    body: platformBody(link.type, link.parkCode, fact),
    summary: `${kindWord[fact.kind]} ${fact.plateNumber ?? fact.park?.name ?? ''} → ${link.parkCode}`.trim(),
  }));
  const outboxIds = await enqueueMany(
    tx,
    null,
    told.map(({ link, fact, body, summary }) => ({
      topic: 'platform.upload',
      summary,
      payload: { platform: link.type, platId: link.platId, event: fact.kind, parkCode: link.parkCode, body },
    })),
  );
  return tx
    .insert(tableOf(platformUploadResource))
    .values(
      told.map(({ link, fact, body, summary }, i) => ({
        companyId: link.companyId,
        parkId: link.parkId,
        platId: link.platId,
        type: fact.kind,
        plateNumber: fact.plateNumber ?? null,
        summary,
        happenedAt: fact.at,
        body,
        outboxId: outboxIds[i] ?? null,
        state: outboxState.values.pending,
      })),
    )
    .returning();
}

const wanted = (link: PlatformLink, fact: TrafficFact) =>
  fact.kind === 'entry'
    ? link.uploadEntries !== false
    : fact.kind === 'exit'
      ? link.uploadExits !== false
      : link.uploadPayments !== false;

const pushFactOf = (fact: TrafficFact): PushFact =>
  fact.kind === 'entry'
    ? { kind: 'entry', plateNumber: fact.plateNumber, at: fact.at, stayId: fact.stayId }
    : fact.kind === 'exit'
      ? {
          kind: 'exit',
          plateNumber: fact.plateNumber,
          at: fact.at,
          inAt: fact.inAt,
          feeFen: fact.feeFen,
          stayId: fact.stayId,
        }
      : {
          kind: 'payment',
          plateNumber: fact.plateNumber,
          at: fact.at,
          amountFen: fact.amountFen,
          onlineOrderId: fact.onlineOrderId,
          stayId: fact.stayId,
        };

// a park opened to a platform has each entry, exit and payment pushed there as it is recorded
onTrafficFacts(async (tx, facts) => {
  const links = await platformLinks(
    tx,
    facts.map((f) => f.parkId),
  );
  if (links.length === 0) return;
  await pushToPlatforms(
    tx,
    facts.flatMap((fact) =>
      links
        .filter((link) => link.parkId === fact.parkId && wanted(link, fact))
        .map((link) => ({ link, fact: pushFactOf(fact) })),
    ),
  );
});

registerOutboxTopic('platform.upload', {
  kind: outboundKind.values.platform,
  adapter: (app) => app.outbound.platform.name,
  send: (app, p, signal) =>
    app.outbound.platform.push(
      {
        platform: String(p.platform),
        event: String(p.event),
        parkCode: p.parkCode == null ? null : String(p.parkCode),
        body: (p.body ?? {}) as Record<string, unknown>,
      },
      signal,
    ),
  async settled(tx, row, outcome) {
    const t = tableOf(platformUploadResource);
    await tx
      .update(t)
      .set({
        state: outcome.delivered ? outboxState.values.sent : outboxState.values.dead,
        answer: outcome.answer.slice(0, 2000),
      })
      .where(eq(t.outboxId, row.id));
  },
});

/** The park as a registration tells it: name, address and stalls. */
export async function parkFacts(tx: Tx, parkId: number) {
  const p = tableOf(parkResource);
  const [park] = await tx
    .select()
    .from(p)
    .where(and(eq(p.id, parkId), isNull(p.deletedAt)));
  return park;
}
