import { createHash } from 'node:crypto';
import { formatLocalDate } from '@parking/domain';
import type { AdvertAdapter } from './adapter-kinds';
import { SandboxRecorder } from './sandbox-recorder';

type Advert = {
  adverId: string;
  title: string;
  advertiser: string;
  kind: 'image' | 'video';
  state: 'running' | 'stopped';
  /** The day it was stopped: it plays no later day. */
  stoppedDay?: string;
  /** First and last day it plays, YYYY-MM-DD, counted from the day the sandbox starts. */
  startDay: string;
  endDay: string;
  /** Fen per thousand shows. */
  pricePerThousand: number;
  screens: number;
};

type Screen = { spaceId: string; parkName: string; screenName: string; opens: boolean };

const day = 86_400_000;
const dayOf = (base: Date, offset: number, zone: string) =>
  formatLocalDate(new Date(base.getTime() + offset * day), zone);

/** A number in [min, max] that is always the same for the same words. */
function steady(min: number, max: number, ...words: string[]): number {
  const h = createHash('sha256').update(words.join('|')).digest().readUInt32BE(0);
  return min + (h % (max - min + 1));
}

/**
 * An advertising platform with adverts of its own playing on park screens, for the demo and tests: its
 * figures are the same for the same advert and day, a stopped advert stays stopped, and it knows nothing of
 * our database.
 */
export class SandboxAdvert extends SandboxRecorder implements AdvertAdapter {
  readonly name = 'sandbox';
  private readonly adverts: Advert[];
  private readonly screens: Screen[];

  constructor(
    private readonly timeZone = 'Asia/Shanghai',
    private readonly now: () => Date = () => new Date(),
  ) {
    super();
    const start = now();
    const d = (offset: number) => dayOf(start, offset, timeZone);
    this.adverts = [
      ['AD1001', '春季车险优惠', '平安车险', 'video', -40, 50, 1800, 24],
      ['AD1002', '商场周末促销', '万象城', 'image', -25, 35, 1200, 12],
      ['AD1003', '新能源汽车试驾', '比亚迪4S店', 'video', -60, -5, 2200, 18],
      ['AD1004', '洗车保养套餐', '途虎养车', 'image', -15, 75, 900, 8],
      ['AD1005', '社区生鲜到家', '盒马鲜生', 'image', -10, 20, 600, 6],
      ['AD1006', '暑期亲子乐园', '欢乐谷', 'video', -5, 55, 1500, 10],
    ].map(([adverId, title, advertiser, kind, from, to, price, screens]) => ({
      adverId: String(adverId),
      title: String(title),
      advertiser: String(advertiser),
      kind: kind as Advert['kind'],
      state: 'running' as const,
      startDay: d(Number(from)),
      endDay: d(Number(to)),
      pricePerThousand: Number(price),
      screens: Number(screens),
    }));
    this.screens = [
      ['SP001', '世纪广场停车场', '入口LED屏', true],
      ['SP002', '世纪广场停车场', '出口LED屏', true],
      ['SP003', '滨江花园地下车场', '电梯厅屏', true],
      ['SP004', '滨江花园地下车场', '入口LED屏', false],
      ['SP005', '人民路路侧停车', '诱导屏', true],
    ].map(([spaceId, parkName, screenName, opens]) => ({
      spaceId: String(spaceId),
      parkName: String(parkName),
      screenName: String(screenName),
      opens: Boolean(opens),
    }));
  }

  request(req: { url: string; body: Record<string, unknown> }, signal: AbortSignal) {
    return this.perform(req.url, req.body, () => this.answer(req.url, req.body), signal);
  }

  private today(): string {
    return formatLocalDate(this.now(), this.timeZone);
  }

  private playsOn(a: Advert, d: string): boolean {
    return a.startDay <= d && d <= a.endDay && d <= this.today() && (!a.stoppedDay || d <= a.stoppedDay);
  }

  /** An advert's shows, clicks and earnings on one day (nothing on a day it did not play). */
  private dayFigures(a: Advert, d: string) {
    if (!this.playsOn(a, d)) return { shows: 0, clicks: 0, income: 0 };
    const shows = a.screens * steady(40, 160, a.adverId, d);
    const clicks = Math.round((shows * steady(5, 40, a.adverId, d, 'click')) / 1000);
    return { shows, clicks, income: Math.round((shows * a.pricePerThousand) / 1000) };
  }

  /** The days from an advert's start up to today, or of the given days. */
  private daysOf(a: Advert, days?: string[]): string[] {
    if (days) return days;
    const out: string[] = [];
    const base = this.now();
    for (let i = 0; i < 120; i++) {
      const d = dayOf(base, -i, this.timeZone);
      if (d < a.startDay) break;
      if (d <= a.endDay) out.push(d);
    }
    return out;
  }

  private withTotals(a: Advert, days?: string[]) {
    const sum = { shows: 0, clicks: 0, income: 0 };
    for (const d of this.daysOf(a, days)) {
      const f = this.dayFigures(a, d);
      sum.shows += f.shows;
      sum.clicks += f.clicks;
      sum.income += f.income;
    }
    const state = a.state === 'running' && a.endDay < this.today() ? 'ended' : a.state;
    return { ...a, state, ...sum };
  }

  /** The days a statistics request covers: the day itself (type 1) or its whole month up to today (type 2). */
  private statDays(body: Record<string, unknown>): string[] {
    const asked = typeof body.staticDay === 'string' && body.staticDay ? body.staticDay : this.today();
    if (String(body.staticType ?? '1') !== '2') return [asked.slice(0, 10)];
    const month = asked.slice(0, 7);
    const out: string[] = [];
    for (let i = 1; i <= 31; i++) {
      const d = `${month}-${String(i).padStart(2, '0')}`;
      if (d > this.today() || Number.isNaN(Date.parse(d)) || new Date(d).getUTCDate() !== i) break;
      out.push(d);
    }
    return out;
  }

  private orders() {
    const base = this.now();
    return this.adverts
      .flatMap((a, i) =>
        [0, 1, 2, 3].map((n) => {
          const paid = dayOf(base, -(n * 17 + i * 3 + 1), this.timeZone);
          return {
            orderNo: `AO${paid.replaceAll('-', '')}${a.adverId.slice(2)}${n}`,
            adverId: a.adverId,
            title: a.title,
            advertiser: a.advertiser,
            screens: a.screens,
            days: steady(7, 30, a.adverId, String(n)),
            amount: a.screens * steady(20, 90, a.adverId, String(n), 'fee') * 100,
            state: n === 3 && i % 2 === 1 ? 'refunded' : 'paid',
            paidAt: `${paid} ${String(steady(8, 20, a.adverId, String(n))).padStart(2, '0')}:15:00`,
          };
        }),
      )
      .sort((x, y) => y.paidAt.localeCompare(x.paidAt));
  }

  private answer(url: string, body: Record<string, unknown>): unknown {
    const find = () => this.adverts.find((a) => a.adverId === body.adverId);
    switch (url) {
      case 'getAllAdver': {
        const rows = this.adverts
          .map((a) => this.withTotals(a))
          .filter((a) => !body.state || a.state === body.state)
          .filter((a) => !body.title || a.title.includes(String(body.title)));
        return { total: rows.length, data: rows };
      }
      case 'adverDetail': {
        const a = find();
        if (!a) return null;
        const week = Array.from({ length: 7 }, (_, i) => dayOf(this.now(), i - 6, this.timeZone));
        return { ...this.withTotals(a), days: week.map((d) => ({ day: d, ...this.dayFigures(a, d) })) };
      }
      case 'stopAdver': {
        const a = find();
        if (!a) throw new Error(`no advert ${String(body.adverId)}`);
        if (a.state !== 'stopped') a.stoppedDay = this.today();
        a.state = 'stopped';
        return this.withTotals(a);
      }
      case 'park/staticDayPlat': {
        const days = this.statDays(body);
        const rows = this.adverts
          .map((a) => this.withTotals(a, days))
          .filter((a) => a.shows > 0)
          .map(({ adverId, title, advertiser, shows, clicks, income }) => ({
            adverId,
            title,
            advertiser,
            shows,
            clicks,
            income,
          }));
        return { total: rows.length, data: rows, days: days.length };
      }
      case 'park/search': {
        const d = this.statDays(body)[0] ?? this.today();
        const rows = this.screens
          .filter((s) => !body.parkName || s.parkName.includes(String(body.parkName)))
          .filter((s) => body.opens == null || body.opens === '' || String(Number(s.opens)) === String(body.opens))
          .map((s) => ({
            ...s,
            adverts: s.opens ? this.adverts.filter((a) => a.state === 'running' && this.playsOn(a, d)).length : 0,
            shows: s.opens ? steady(200, 900, s.spaceId, d) : 0,
          }));
        return { total: rows.length, data: rows };
      }
      case 'visit/search': {
        const d = this.statDays(body)[0] ?? this.today();
        const rows = Array.from({ length: 24 }, (_, h) => {
          const busy = h >= 7 && h <= 21;
          const visits = busy ? steady(80, 400, d, String(h)) : steady(0, 40, d, String(h));
          return { hour: String(h).padStart(2, '0'), visits, clicks: Math.round(visits * 0.03) };
        });
        return { total: rows.length, data: rows };
      }
      case 'order/search': {
        const all = this.orders()
          .filter((o) => !body.adverId || o.adverId === body.adverId)
          .filter((o) => !body.state || o.state === body.state)
          .filter((o) => !body.paidAtStart || o.paidAt >= String(body.paidAtStart))
          .filter((o) => !body.paidAtEnd || o.paidAt <= String(body.paidAtEnd));
        const current = Number(body.current ?? 1);
        const size = Number(body.size ?? 10);
        return { total: all.length, data: all.slice((current - 1) * size, current * size), current, size };
      }
      default:
        throw new Error(`advertising platform: no operation ${url}`);
    }
  }
}
