import { plateColor } from '@parking/resources';
import { describe, expect, it } from 'vitest';
import { parseVzenithHttpPush, vzenithPushAnswer } from '../../../src/modules/devices/protocols/vzenith-http';
import { AppError } from '../../../src/platform/errors';

/** A push as the camera's HTTP protocol document shows it (license in plain text over HTTP). */
const push = () => ({
  AlarmInfoPlate: {
    channel: 0,
    deviceName: 'R5-V1.0',
    ipaddr: '192.168.55.131',
    result: {
      PlateResult: {
        bright: 0,
        carColor: 255,
        colorType: 5,
        confidence: 98,
        direction: 0,
        imagePath: '/snapshot/lpr/tri_snap_24.jpg',
        isoffline: 0,
        license: '粤BD12345',
        plateid: 21085,
        timeStamp: { Timeval: { sec: 1686299994, usec: 687772 } },
        triggerType: 4,
        type: 19,
        gioouts: [{ ctrltype: 0, ionum: '0' }],
      },
    },
    rule_id: 1,
    serialno: 'fe71e106-57263272',
    user_data: '',
  },
});

describe('Vzenith HTTP push', () => {
  it('is the same plate read as over MQTT', () => {
    expect(parseVzenithHttpPush(push())).toEqual({
      sn: 'fe71e106-57263272',
      eventKey: '21085',
      plateNumber: '粤BD12345',
      plateColor: plateColor.values.green,
      confidence: 98,
      triggerType: 4,
      offline: false,
      eventTime: new Date('2023-06-09T08:39:54.687Z'),
    });
  });

  it('dates a read without the camera time when it arrived, and names a missing field', () => {
    const body = push();
    delete (body.AlarmInfoPlate.result.PlateResult as Record<string, unknown>).timeStamp;
    const at = new Date('2026-05-01T08:00:00Z');
    expect(parseVzenithHttpPush(body, at).eventTime).toEqual(at);
    const noSerial = push() as { AlarmInfoPlate: Record<string, unknown> };
    delete noSerial.AlarmInfoPlate.serialno;
    try {
      parseVzenithHttpPush(noSerial);
      expect.unreachable();
    } catch (e) {
      expect(e instanceof AppError && e.msg.en).toBe('Vzenith HTTP: field AlarmInfoPlate.serialno is missing');
    }
  });
});

describe('Vzenith push answer', () => {
  it('opens, shows each line and speaks, frames base64 on the first RS485 port', () => {
    const answer = vzenithPushAnswer(
      { open: true, screenLines: ['京A12345', '欢迎光临'], voice: '欢迎光临' },
      { read: { eventKey: '21085', offline: false }, paid: true },
    );
    const r = answer.Response_AlarmInfoPlate;
    expect(r.info).toBe('ok');
    expect(r.plateid).toBe(21085);
    expect(r.is_pay).toBe('true');
    expect(r.ContinuePushOffline).toBeUndefined();
    const frames = (r.serialData ?? []).map((s) => {
      expect(s.serialChannel).toBe(0);
      const bytes = [...Buffer.from(s.data, 'base64')];
      expect(s.dataLen).toBe(bytes.length);
      return bytes;
    });
    // biome-ignore format: field groups a row
    expect(frames).toEqual([
      [
        0x00, 0x64, 0xff, 0xff, 0x62, 0x1b,               // DA VR PN CMD DL(19 + 8)
        0x00, 0x00, 0x01, 0x00, 0x05, 0x00, 0x01, 0x03, 0x01, // line 0, fast print, speed 1, DM, 5 s, fast print, 1, 16x16, once
        0xff, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,   // red on black
        0x08, 0x00,                                       // 8 bytes
        0xbe, 0xa9, 0x41, 0x31, 0x32, 0x33, 0x34, 0x35,   // 京A12345
        0xba, 0x3a,                                       // CRC
      ],
      [
        0x00, 0x64, 0xff, 0xff, 0x62, 0x1b,
        0x01, 0x00, 0x01, 0x00, 0x05, 0x00, 0x01, 0x03, 0x01, // line 1
        0xff, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x08, 0x00,
        0xbb, 0xb6, 0xd3, 0xad, 0xb9, 0xe2, 0xc1, 0xd9,   // 欢迎光临
        0x9b, 0xe8,
      ],
      [0x00, 0x64, 0xff, 0xff, 0x30, 0x09, 0x01, 0xbb, 0xb6, 0xd3, 0xad, 0xb9, 0xe2, 0xc1, 0xd9, 0x32, 0x58],
    ]);
    expect(r.serialData?.[2]?.data).toBe('AGT//zAJAbu206254sHZMlg=');
  });

  it('keeps the barrier shut, asks for the next stored read, and sends no serial data for nothing to show', () => {
    expect(vzenithPushAnswer({ open: false, screenLines: [] }, { read: { eventKey: '123', offline: true } })).toEqual({
      Response_AlarmInfoPlate: { info: 'no', ContinuePushOffline: { plateid: 123, continue: 1 } },
    });
  });
});
