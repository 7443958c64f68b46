import { carKind, type DictValue, type gateDirection, gateVerdict, type plateColor } from '@parking/resources';
import type { Display } from './display-text';

/** What the gate is told. It opens only on `open`; the rest is for its screen, speaker and QR code. */
export type GateAnswer = Display & {
  eventId: string;
  verdict: DictValue<typeof gateVerdict>;
  open: boolean;
  plateNumber: string;
  recordId: number | null;
  carKind: DictValue<typeof carKind>;
  /** Why the gate stays shut, for the booth. */
  reason?: string;
  /** The stay's price at exit and what is still to pay, in fen. */
  feeFen?: number;
  owedFen?: number;
  onlineOrderId?: string;
  payUrl?: string;
  /** What the plate's coupons took off the fee (fen). */
  discountFen?: number;
  /** What the car owes from earlier stays at the company's parks (fen), for the booth; added to `owedFen` when the park recovers arrears at the exit. */
  arrearsFen?: number;
  /** The same plate was read at this gate a moment ago: this is that answer again. */
  repeated?: boolean;
};

/** A plate read at a gate, as the device reported it and the server resolved it. */
export type GateRead = {
  eventId: string;
  companyId: number;
  parkId: number;
  gateId: number;
  areaId: number | null;
  allowTempCar: boolean;
  direction: DictValue<typeof gateDirection>;
  plateNumber: string;
  plateColor: DictValue<typeof plateColor>;
  /** The park's car type for the plate's colour, given to a stay the read opens. */
  carTypeId: number | null;
  /** The park's charge for an exit that finds no entry (fen); null: such an exit waits for an operator. */
  noEntryFeeFen: number | null;
  at: Date;
  imagePath: string | null;
};

export const answerOf = (
  read: GateRead,
  verdict: GateAnswer['verdict'],
  display: Display,
  rest: Partial<GateAnswer> = {},
): GateAnswer => ({
  eventId: read.eventId,
  verdict,
  open: verdict === gateVerdict.values.open,
  plateNumber: read.plateNumber,
  recordId: null,
  carKind: carKind.values.temporary,
  ...display,
  ...rest,
});
