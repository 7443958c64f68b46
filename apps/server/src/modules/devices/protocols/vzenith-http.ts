import { z } from 'zod';
import { decisionFrames, type GateDecision, type ScreenStyle } from './gate-screen';
import type { PlateRead } from './plate-read';
import { readWith } from './protocol-error';
import { type SerialChannel, serialDataItems } from './vzenith-commands';
import { vzenithAlarmInfoPlate, vzenithRead } from './vzenith-plate-result';

const source = 'Vzenith HTTP';

/** The body a Vzenith camera posts for a plate it read; the license is plain text here. */
export const vzenithHttpPush = z.object({
  AlarmInfoPlate: vzenithAlarmInfoPlate.extend({ serialno: z.string().min(1) }),
});

/** The pushed read; a read without the camera's own time is dated when it arrived. */
export function parseVzenithHttpPush(body: unknown, receivedAt = new Date()): PlateRead {
  const { AlarmInfoPlate } = readWith(source, vzenithHttpPush, body);
  const result = AlarmInfoPlate.result.PlateResult;
  return vzenithRead(source, AlarmInfoPlate.serialno, result, result.license, receivedAt);
}

export type PushAnswerOptions = {
  /** The read answered: echoed so the camera counts it delivered (and, when stored offline, sends the next). */
  read?: Pick<PlateRead, 'eventKey' | 'offline'>;
  screen?: ScreenStyle;
  serialChannel?: SerialChannel;
  /** Text for the camera's own display (`content`), and whether the stay is paid (`is_pay`). */
  content?: string;
  paid?: boolean;
};

export type VzenithPushAnswer = {
  Response_AlarmInfoPlate: {
    info: 'ok' | 'no';
    plateid?: number | string;
    content?: string;
    is_pay?: 'true' | 'false';
    serialData?: { serialChannel: SerialChannel; data: string; dataLen: number }[];
    ContinuePushOffline?: { plateid: number | string; continue: 1 };
  };
};

// The camera reads plateid as the number it sent.
const plateId = (key: string): number | string => (/^\d{1,15}$/.test(key) ? Number(key) : key);

/** The answer to a push, in the same request: `info: 'ok'` opens the barrier, serialData feeds the screen. */
export function vzenithPushAnswer(d: GateDecision, o: PushAnswerOptions = {}): VzenithPushAnswer {
  const answer: VzenithPushAnswer['Response_AlarmInfoPlate'] = { info: d.open ? 'ok' : 'no' };
  if (o.read) {
    if (o.read.offline) answer.ContinuePushOffline = { plateid: plateId(o.read.eventKey), continue: 1 };
    else answer.plateid = plateId(o.read.eventKey);
  }
  if (o.content !== undefined) answer.content = o.content;
  if (o.paid !== undefined) answer.is_pay = o.paid ? 'true' : 'false';
  const frames = decisionFrames(d, o.screen);
  if (frames.length) answer.serialData = serialDataItems(frames, o.serialChannel);
  return { Response_AlarmInfoPlate: answer };
}
