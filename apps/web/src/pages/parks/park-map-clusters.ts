/** A marker where the screen shows it, in pixels. */
export type ScreenPoint = { id: number; x: number; y: number };

/**
 * Groups points that stand closer than `radius` pixels to a group's first point, in the order given, so the
 * same view always groups the same way. A grid of radius-sized cells keeps it near linear.
 */
export function clusterPoints<P extends ScreenPoint>(points: P[], radius: number): P[][] {
  const cell = (v: number) => Math.floor(v / radius);
  const grid = new Map<string, P[]>();
  for (const p of points) {
    const key = `${cell(p.x)}:${cell(p.y)}`;
    const list = grid.get(key);
    if (list) list.push(p);
    else grid.set(key, [p]);
  }
  const taken = new Set<number>();
  const groups: P[][] = [];
  for (const seed of points) {
    if (taken.has(seed.id)) continue;
    taken.add(seed.id);
    const group = [seed];
    const cx = cell(seed.x);
    const cy = cell(seed.y);
    for (let gx = cx - 1; gx <= cx + 1; gx++) {
      for (let gy = cy - 1; gy <= cy + 1; gy++) {
        for (const p of grid.get(`${gx}:${gy}`) ?? []) {
          if (taken.has(p.id) || Math.hypot(p.x - seed.x, p.y - seed.y) >= radius) continue;
          taken.add(p.id);
          group.push(p);
        }
      }
    }
    groups.push(group);
  }
  return groups;
}
