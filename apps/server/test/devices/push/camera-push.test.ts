import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../support/test-app';
import { countRows, gateEvent, type Plaza, plazaWithDevices } from '../../traffic/traffic-helpers';
import { credentialOf, framesText } from '../bus/bus-helpers';

type Answer = {
  open: boolean;
  verdict: string | number;
  carKind: number;
  feeFen?: number;
  led: string;
  voice?: string;
};
type PushAnswer = {
  Response_AlarmInfoPlate: { info: 'ok' | 'no'; plateid?: number; serialData?: { data: string }[] };
};

const basic = (authorization: string) => {
  const { code, key } = credentialOf(authorization);
  return `Basic ${Buffer.from(`${code}:${key}`).toString('base64')}`;
};

/** The HTTP push a Vzenith camera sends for a read at `at` (the license in plain text). */
const push = (sn: string, plate: string, plateid: number, at: Date, offline = 0) => ({
  AlarmInfoPlate: {
    serialno: sn,
    result: {
      PlateResult: {
        license: plate,
        colorType: 1,
        confidence: 95,
        plateid,
        isoffline: offline,
        timeStamp: { Timeval: { sec: Math.floor(at.getTime() / 1000), usec: 0 } },
      },
    },
  },
});

const alertXml = (
  plate: string,
  uuid: string,
  at: Date,
  retransmitted = false,
) => `<?xml version="1.0" encoding="UTF-8"?>
<EventNotificationAlert version="2.0" xmlns="http://www.isapi.org/ver20/XMLSchema">
<ipAddress>192.168.1.64</ipAddress>
<macAddress>24:0f:9b:2a:6c:11</macAddress>
<channelID>1</channelID>
<dateTime>${at.toISOString()}</dateTime>
<eventType>ANPR</eventType>
<UUID>${uuid}</UUID>
<isDataRetransmission>${retransmitted}</isDataRetransmission>
<ANPR>
<licensePlate>${plate}</licensePlate>
<direction>forward</direction>
<confidenceLevel>97</confidenceLevel>
<plateColor>blue</plateColor>
<pictureInfoList><pictureInfo><fileName>licensePlatePicture.jpg</fileName><type>licensePlatePicture</type></pictureInfo></pictureInfoList>
</ANPR>
</EventNotificationAlert>`;

/** The multipart post of an alert with its plate picture, as the camera sends it. */
function multipart(xml: string): { body: Buffer; contentType: string } {
  const b = `----isapi${Date.now()}`;
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9]);
  const body = Buffer.concat([
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="anpr.xml"; filename="anpr.xml"\r\nContent-Type: application/xml\r\n\r\n${xml}\r\n`,
    ),
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="licensePlatePicture.jpg"; filename="licensePlatePicture.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    jpeg,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${b}` };
}

describe('camera HTTP pushes on the one gate decision path', () => {
  let app: TestApp;
  let plaza: Plaza;
  const entryAt = new Date(Date.now() - 3 * 3_600_000);
  const exitAt = new Date(entryAt.getTime() + 2 * 3_600_000);

  beforeAll(async () => {
    app = await createTestApp({ config: { mqttPort: null, mqttUrl: null } });
    plaza = await plazaWithDevices(app, `PU${Date.now().toString(36)}`.toUpperCase());
  });
  afterAll(async () => {
    await app?.close();
  });

  const vzenith = (device: string, body: unknown) =>
    call(app, 'POST', '/api/device/vzenith/push', { headers: { authorization: basic(device) }, body });
  const hikvision = (device: string, xml: string) => {
    const m = multipart(xml);
    return app.fastify.inject({
      method: 'POST',
      url: '/api/device/hikvision/alert',
      headers: { authorization: basic(device), 'content-type': m.contentType },
      payload: m.body,
    });
  };
  const stays = (plate: string) =>
    countRows(app, 'select count(*) as n from park_io_record where plate_number = $1 and deleted_at is null', [plate]);
  const decision = (a: Answer) => ({ open: a.open, verdict: a.verdict, carKind: a.carKind, feeFen: a.feeFen });

  it('a Hikvision alert and a Vzenith push get the JSON route’s decision, at entry and at exit', async () => {
    const json = await gateEvent(app, plaza.entry, {
      direction: 'in',
      plateNumber: '沪J10001',
      eventTime: entryAt.toISOString(),
    });
    expect(json.status, json.body.msg).toBe(200);
    const jsonIn = json.body.data as unknown as Answer;

    const pushed = await vzenith(plaza.entry, push('cam-1', '沪J10002', 7001, entryAt));
    expect(pushed.status).toBe(200);
    const pushIn = pushed.body as unknown as PushAnswer;
    expect(pushIn.Response_AlarmInfoPlate.info).toBe(jsonIn.open ? 'ok' : 'no');
    expect(pushIn.Response_AlarmInfoPlate.plateid).toBe(7001);
    const screenIn = framesText(pushIn.Response_AlarmInfoPlate);
    expect(screenIn.lines).toEqual(jsonIn.led.replaceAll('沪J10001', '沪J10002').split('\n').filter(Boolean));

    const hik = await hikvision(plaza.entry, alertXml('沪J10003', 'uuid-in-3', entryAt));
    expect(hik.statusCode, hik.body).toBe(200);
    const hikIn = hik.json().data as Answer;
    expect(decision(hikIn)).toEqual(decision(jsonIn));
    expect(hikIn.led).toBe(jsonIn.led.replaceAll('沪J10001', '沪J10003'));

    // two hours later, each pays the same
    const jsonOut = (
      await gateEvent(app, plaza.exit, { direction: 'out', plateNumber: '沪J10001', eventTime: exitAt.toISOString() })
    ).body.data as unknown as Answer;
    expect(jsonOut).toMatchObject({ open: false, feeFen: 800 });
    const hikOut = (await hikvision(plaza.exit, alertXml('沪J10003', 'uuid-out-3', exitAt))).json().data as Answer;
    expect(decision(hikOut)).toEqual(decision(jsonOut));
    const pushOut = (await vzenith(plaza.exit, push('cam-2', '沪J10002', 7002, exitAt))).body as unknown as PushAnswer;
    expect(pushOut.Response_AlarmInfoPlate.info).toBe('no');
    expect(framesText(pushOut.Response_AlarmInfoPlate).lines).toEqual(
      jsonOut.led.replaceAll('沪J10001', '沪J10002').split('\n').filter(Boolean),
    );
    const [stay] = await app.database.query<{ in_time: Date }>(
      'select in_time from park_io_record where plate_number = $1 and deleted_at is null',
      ['沪J10003'],
    );
    expect(new Date(stay?.in_time as Date).getTime()).toBe(entryAt.getTime());
  });

  it('a resent or retransmitted alert is taken once, by its own time, and opens nothing', async () => {
    const at = new Date(Date.now() - 30 * 60_000);
    const first = await hikvision(plaza.entry, alertXml('沪J20001', 'uuid-late-1', at, true));
    expect(first.statusCode).toBe(200);
    expect((first.json().data as Answer).open).toBe(false);
    const again = await hikvision(plaza.entry, alertXml('沪J20001', 'uuid-late-1', at, true));
    expect(again.statusCode).toBe(200);
    expect(await stays('沪J20001')).toBe(1);

    const late = await vzenith(plaza.entry, push('cam-1', '沪J20002', 8001, at, 1));
    const answer = (late.body as unknown as PushAnswer).Response_AlarmInfoPlate;
    expect(answer).toMatchObject({ info: 'no', ContinuePushOffline: { plateid: 8001, continue: 1 } });
    await vzenith(plaza.entry, push('cam-1', '沪J20002', 8001, at, 1));
    expect(await stays('沪J20002')).toBe(1);
  });

  it('a push without a valid key is refused, and a malformed one names the field', async () => {
    const none = await call(app, 'POST', '/api/device/vzenith/push', { body: push('x', '沪J30001', 1, new Date()) });
    expect(none.status).toBe(401);
    const bad = await vzenith(plaza.entry, {
      AlarmInfoPlate: { serialno: 'cam-1', result: { PlateResult: { plateid: 1 } } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('license');
  });
});
