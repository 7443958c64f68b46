import { plateColor } from '@parking/resources';
import { describe, expect, it } from 'vitest';
import { parseVzenithMessage } from '../../../src/modules/devices/protocols/vzenith';
import {
  gpioValue,
  vzenithGpioOut,
  vzenithSerialData,
  vzenithSetTime,
  vzenithWhiteListDelete,
  vzenithWhiteListUpsert,
} from '../../../src/modules/devices/protocols/vzenith-commands';
import { parseVzenithTopic, vzenithTopic } from '../../../src/modules/devices/protocols/vzenith-topics';
import { AppError } from '../../../src/platform/errors';

const sn = 'fe71e106-57263272';

/** An ivs_result as the camera publishes it: the plate result straight in the payload, the license GBK in base64. */
const ivsResult = () => ({
  id: 'Zr7O1PzBPD57Q4ku',
  bv: 12378,
  sn,
  name: 'ivs_result',
  version: '1.0',
  timestamp: 1686300000,
  payload: {
    AlarmInfoPlate: {
      channel: 0,
      deviceName: 'SVZT',
      ipaddr: '192.168.55.131',
      serialno: sn,
      rule_id: 1,
      result: {
        PlateResult: {
          license: 'vqlBMTIzNDU=', // BE A9 41 31 32 33 34 35 = 京A12345 in GBK
          colorType: 2,
          confidence: 96,
          triggerType: 8,
          plateid: 21085,
          isoffline: 0,
          direction: 4,
          type: 3,
          imagePath: '',
          plates: [{ license: 'vqlBMTIzNDU=', color: 2, type: 3 }],
          timeStamp: {
            Timeval: {
              decyear: 2023,
              decmon: 6,
              decday: 9,
              dechour: 16,
              decmin: 39,
              decsec: 54,
              sec: 1686299994,
              usec: 687772,
            },
          },
        },
      },
    },
  },
});

const upTopic = `device/${sn}/message/up/ivs_result`;

function failure(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return e.msg.en;
    throw e;
  }
  throw new Error('expected a failure');
}

describe('Vzenith topics', () => {
  it('name the camera and the message, commands answered on /reply', () => {
    expect(vzenithTopic.up(sn, 'keep_alive')).toBe(`device/${sn}/message/up/keep_alive`);
    expect(vzenithTopic.down(sn, 'gpio_out')).toBe(`device/${sn}/message/down/gpio_out`);
    expect(vzenithTopic.reply(sn, 'gpio_out')).toBe(`device/${sn}/message/down/gpio_out/reply`);
    expect(parseVzenithTopic(`device/${sn}/message/down/serial_data/reply`)).toEqual({
      sn,
      way: 'reply',
      name: 'serial_data',
    });
    expect(parseVzenithTopic(`device/${sn}/message/up/ivs_result/reply`)).toBeNull();
    expect(parseVzenithTopic('devices/x/up')).toBeNull();
  });
});

describe('Vzenith ivs_result', () => {
  it('is a plate read: GBK license, product colour, the camera time of the read', () => {
    const m = parseVzenithMessage(upTopic, Buffer.from(JSON.stringify(ivsResult())));
    expect(m).toEqual({
      kind: 'plate',
      id: 'Zr7O1PzBPD57Q4ku',
      sn,
      read: {
        sn,
        eventKey: '21085',
        plateNumber: '京A12345',
        plateColor: plateColor.values.yellow,
        confidence: 96,
        triggerType: 8,
        offline: false,
        eventTime: new Date('2023-06-09T08:39:54.687Z'),
      },
    });
  });

  it('takes the envelope time when the result has none, marks stored reads, reads payload.body too', () => {
    const msg = ivsResult();
    const result = msg.payload.AlarmInfoPlate.result.PlateResult as Record<string, unknown>;
    delete result.timeStamp;
    result.isoffline = 1;
    result.colorType = 0;
    const wrapped = { ...msg, payload: { type: 'ivs_result', body: msg.payload } };
    const m = parseVzenithMessage(upTopic, JSON.stringify(wrapped));
    if (m.kind !== 'plate') throw new Error(m.kind);
    expect(m.read.eventTime).toEqual(new Date(1686300000 * 1000));
    expect(m.read.offline).toBe(true);
    expect(m.read.plateColor).toBeUndefined();
  });

  it('reads a UTF-8 license when the camera is set so', () => {
    const msg = ivsResult();
    msg.payload.AlarmInfoPlate.result.PlateResult.license = '5LqsQTEyMzQ1'; // 京A12345 in UTF-8
    const m = parseVzenithMessage(upTopic, msg, 'utf8');
    expect(m.kind === 'plate' && m.read.plateNumber).toBe('京A12345');
  });

  it('says which field is wrong', () => {
    const noLicense = ivsResult();
    delete (noLicense.payload.AlarmInfoPlate.result.PlateResult as Record<string, unknown>).license;
    expect(failure(() => parseVzenithMessage(upTopic, noLicense))).toBe(
      'Vzenith MQTT: field payload.AlarmInfoPlate.result.PlateResult.license is missing',
    );
    const badId = {
      ...ivsResult(),
      payload: { body: { AlarmInfoPlate: { result: { PlateResult: { license: 'x' } } } } },
    };
    expect(failure(() => parseVzenithMessage(upTopic, badId))).toContain(
      'field payload.body.AlarmInfoPlate.result.PlateResult.plateid',
    );
    const notBase64 = ivsResult();
    notBase64.payload.AlarmInfoPlate.result.PlateResult.license = '京A12345';
    expect(failure(() => parseVzenithMessage(upTopic, notBase64))).toContain('license is not base64');
    const noTime = { ...ivsResult(), timestamp: undefined };
    delete (noTime.payload.AlarmInfoPlate.result.PlateResult as Record<string, unknown>).timeStamp;
    expect(failure(() => parseVzenithMessage(upTopic, noTime))).toBe('Vzenith MQTT: field timestamp is missing');
    expect(failure(() => parseVzenithMessage(upTopic, '{not json'))).toContain('is not JSON');
    expect(failure(() => parseVzenithMessage('device/other/message/up/ivs_result', ivsResult()))).toContain(
      'field sn differs from other',
    );
    expect(failure(() => parseVzenithMessage(`device/${sn}/message/down/gpio_out`, ivsResult()))).toContain(
      'field topic',
    );
  });
});

describe('Vzenith keep-alives, replies and other messages', () => {
  it('reads each by its topic', () => {
    const keepAlive = {
      id: 'k1',
      sn,
      name: 'keep_alive',
      version: '1.0',
      timestamp: 1700000000,
      payload: { body: {} },
    };
    expect(parseVzenithMessage(`device/${sn}/message/up/keep_alive`, keepAlive)).toEqual({
      kind: 'keepAlive',
      id: 'k1',
      sn,
      sentAt: new Date(1700000000 * 1000),
    });
    const { timestamp: _, ...undated } = keepAlive;
    expect(parseVzenithMessage(`device/${sn}/message/up/keep_alive`, undated)).toMatchObject({ sentAt: null });
    const reply = { id: 'c1', sn, name: 'gpio_out', version: '1.0', timestamp: 1700000001, code: 200, payload: null };
    expect(parseVzenithMessage(`device/${sn}/message/down/gpio_out/reply`, reply)).toEqual({
      kind: 'reply',
      id: 'c1',
      sn,
      command: 'gpio_out',
      code: 200,
      ok: true,
      body: null,
    });
    const refused = { ...reply, code: 400 };
    expect(parseVzenithMessage(`device/${sn}/message/down/gpio_out/reply`, refused)).toMatchObject({ ok: false });
    const snapshot = { id: 's1', sn, name: 'snapshot', timestamp: 1700000002, payload: {} };
    expect(parseVzenithMessage(`device/${sn}/message/up/snapshot`, snapshot)).toEqual({
      kind: 'other',
      id: 's1',
      sn,
      name: 'snapshot',
    });
  });
});

describe('Vzenith commands', () => {
  const now = new Date('2026-05-01T08:00:00Z');

  it('open the barrier with a gpio_out pulse, a fresh id each time', () => {
    const a = vzenithGpioOut(sn, {}, now);
    expect(a).toEqual({
      topic: `device/${sn}/message/down/gpio_out`,
      payload: {
        id: a.payload.id,
        sn,
        name: 'gpio_out',
        version: '1.0',
        timestamp: 1777622400,
        payload: { type: 'gpio_out', body: { delay: 500, io: 0, value: 2 } },
      },
    });
    expect(vzenithGpioOut(sn, {}, now).payload.id).not.toBe(a.payload.id);
    expect(vzenithGpioOut(sn, { io: 1, value: gpioValue.on }).payload.payload.body).toEqual({
      delay: 500,
      io: 1,
      value: 1,
    });
    expect(() => vzenithGpioOut(sn, { io: 4 })).toThrow(/io/);
  });

  it('pass LED frames to the serial port as base64 with their length', () => {
    const voice = Uint8Array.from([0x00, 0x64, 0xff, 0xff, 0x30, 0x01, 0x01, 0x00, 0x00]);
    const c = vzenithSerialData(sn, [voice, Uint8Array.from([1, 2])], 0, now);
    expect(c.topic).toBe(`device/${sn}/message/down/serial_data`);
    expect(c.payload.payload).toEqual({
      type: 'serial_data',
      body: {
        serialData: [
          { serialChannel: 0, data: 'AGT//zABAQAA', dataLen: 9 },
          { serialChannel: 0, data: 'AQI=', dataLen: 2 },
        ],
      },
    });
    expect(() => vzenithSerialData(sn, [])).toThrow(/serialData/);
  });

  it('add a plate to the white list, one record a message, and take it off', () => {
    const add = vzenithWhiteListUpsert(
      sn,
      { plate: ' 京A12345 ', enableTime: '2026-05-01 00:00:00', overdueTime: '2026-05-31 23:59:59' },
      now,
    );
    expect(add.topic).toBe(`device/${sn}/message/down/white_list_operator`);
    expect(add.payload.payload).toEqual({
      type: 'white_list_operator',
      body: {
        operator_type: 'update_or_add',
        dldb_rec: {
          plate: '京A12345',
          enable: 1,
          need_alarm: 0,
          create_time: '2026-05-01 00:00:00',
          enable_time: '2026-05-01 00:00:00',
          overdue_time: '2026-05-31 23:59:59',
          time_seg_enable: 0,
          seg_time_start: '00:00:00',
          seg_time_end: '00:00:00',
        },
      },
    });
    expect(vzenithWhiteListDelete(sn, '京A12345', now).payload.payload).toEqual({
      type: 'white_list_operator',
      body: { operator_type: 'delete', plate: '京A12345' },
    });
    expect(() =>
      vzenithWhiteListUpsert(sn, { plate: '京A12345', enableTime: '2026-05-01', overdueTime: '2026-05-31 23:59:59' }),
    ).toThrow(/enable_time/);
  });

  it("set the camera's clock in the park's zone", () => {
    const c = vzenithSetTime(sn, new Date('2026-05-01T16:05:09Z'), 'Asia/Shanghai', now);
    expect(c.topic).toBe(`device/${sn}/message/down/set_time`);
    expect(c.payload.payload).toEqual({
      type: 'set_time',
      body: { year: '2026', month: '05', day: '02', hour: '00', min: '05', sec: '09' },
    });
  });
});
