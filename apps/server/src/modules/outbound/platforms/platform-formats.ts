import { formatLocalDateTime } from '@parking/domain';
import type { DictValue, platformEvent } from '@parking/resources';

/** What is pushed: a car's entry, exit or payment, or a park's registration. */
export type PushFact = {
  kind: DictValue<typeof platformEvent>;
  plateNumber?: string;
  at: Date;
  inAt?: Date;
  feeFen?: number;
  amountFen?: number;
  onlineOrderId?: string;
  stayId?: number | null;
  park?: { name: string; address?: string | null; stalls?: number | null };
  /** A guidance screen's free stalls and the text it shows them in. */
  free?: number;
  text?: string;
};

// Chinese city platforms read and write Beijing time whatever zone the server runs in.
const beijing = 'Asia/Shanghai';
const dashed = (d: Date) => formatLocalDateTime(d, beijing);
const compact = (d: Date) => dashed(d).replace(/\D/g, '');

/** The body a platform of this type expects for one fact, in its own names and time format. */
export function platformBody(type: string, parkCode: string, fact: PushFact): Record<string, unknown> {
  switch (type) {
    case 'shanghai':
      return {
        serviceId: { entry: 'inpark', exit: 'outpark', payment: 'payment', register: 'parkinfo', led: 'berth' }[
          fact.kind
        ],
        parkId: parkCode,
        plateNo: fact.plateNumber ?? null,
        ...(fact.kind === 'entry' && { inTime: dashed(fact.at) }),
        ...(fact.kind === 'exit' && { inTime: dashed(fact.inAt ?? fact.at), outTime: dashed(fact.at) }),
        ...(fact.kind === 'exit' && { totalFee: fact.feeFen ?? 0 }),
        ...(fact.kind === 'payment' && {
          payTime: dashed(fact.at),
          payFee: fact.amountFen,
          orderNo: fact.onlineOrderId,
        }),
        ...(fact.kind === 'register' && {
          parkName: fact.park?.name,
          address: fact.park?.address,
          berths: fact.park?.stalls,
        }),
      };
    case 'wulumuqi':
      return {
        park_code: parkCode,
        car_no: fact.plateNumber ?? null,
        type: { entry: 1, exit: 2, payment: 3, register: 0, led: 4 }[fact.kind],
        time: compact(fact.at),
        ...(fact.kind === 'exit' && { in_time: compact(fact.inAt ?? fact.at), fee: (fact.feeFen ?? 0) / 100 }),
        ...(fact.kind === 'payment' && { money: (fact.amountFen ?? 0) / 100, order_no: fact.onlineOrderId }),
        ...(fact.kind === 'register' && { park_name: fact.park?.name, total: fact.park?.stalls }),
      };
    case 'yzl':
      return {
        screenNo: parkCode,
        parkName: fact.park?.name ?? null,
        freeNum: fact.free ?? 0,
        content: fact.text ?? String(fact.free ?? 0),
        sendTime: dashed(fact.at),
      };
    case 'community':
      return {
        communityParkCode: parkCode,
        plate: fact.plateNumber ?? null,
        direction: fact.kind === 'entry' ? 1 : fact.kind === 'exit' ? 2 : 0,
        eventType: fact.kind,
        eventTime: dashed(fact.at),
        ...(fact.kind === 'payment' && { amount: fact.amountFen, orderNo: fact.onlineOrderId }),
        ...(fact.kind === 'register' && { name: fact.park?.name, address: fact.park?.address }),
      };
    default:
      return {
        event: fact.kind,
        parkCode,
        plateNumber: fact.plateNumber ?? null,
        time: fact.at.toISOString(),
        ...(fact.kind === 'exit' && { inTime: (fact.inAt ?? fact.at).toISOString(), feeFen: fact.feeFen ?? 0 }),
        ...(fact.kind === 'payment' && { amountFen: fact.amountFen, onlineOrderId: fact.onlineOrderId }),
        ...(fact.park && { park: fact.park }),
        ...(fact.kind === 'led' && { free: fact.free ?? 0, text: fact.text }),
      };
  }
}
