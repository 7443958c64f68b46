import { berthResource, berthSectionResource, boxResource, parkResource, userResource } from '@parking/resources';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import { tableOf } from '../../../db/schema';

const ids = (values: (number | null | undefined)[]) => [
  ...new Set(values.filter((v): v is number => typeof v === 'number')),
];

/** What report rows show instead of ids: park, section, berth, booth and user names, read once per answer. */
export async function namesFor(
  db: Db,
  want: {
    parks?: (number | null)[];
    sections?: (number | null)[];
    berths?: (number | null)[];
    boxes?: (number | null)[];
    users?: (number | null)[];
  },
) {
  const p = tableOf(parkResource);
  const s = tableOf(berthSectionResource);
  const b = tableOf(berthResource);
  const x = tableOf(boxResource);
  const u = tableOf(userResource);
  const [parks, sections, berths, boxes, users] = await Promise.all([
    ids(want.parks ?? []).length
      ? db
          .select({ id: p.id, name: p.parkName })
          .from(p)
          .where(inArray(p.id, ids(want.parks ?? [])))
      : [],
    ids(want.sections ?? []).length
      ? db
          .select({ id: s.id, name: s.sectionName })
          .from(s)
          .where(inArray(s.id, ids(want.sections ?? [])))
      : [],
    ids(want.berths ?? []).length
      ? db
          .select({ id: b.id, name: b.berthNo })
          .from(b)
          .where(inArray(b.id, ids(want.berths ?? [])))
      : [],
    ids(want.boxes ?? []).length
      ? db
          .select({ id: x.id, name: x.boxName })
          .from(x)
          .where(inArray(x.id, ids(want.boxes ?? [])))
      : [],
    ids(want.users ?? []).length
      ? db
          .select({ id: u.id, name: u.realName, username: u.username })
          .from(u)
          .where(inArray(u.id, ids(want.users ?? [])))
      : [],
  ]);
  const map = (rows: { id: number; name: string | null }[]) => new Map(rows.map((r) => [Number(r.id), r.name ?? '']));
  return {
    park: map(parks),
    section: map(sections),
    berth: map(berths),
    box: map(boxes),
    user: new Map(users.map((r) => [Number(r.id), r.name || r.username])),
  };
}
