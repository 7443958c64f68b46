import { plateColor } from '@parking/resources';
import { describe, expect, it } from 'vitest';
import { parseHikvisionAlert } from '../../../src/modules/devices/protocols/hikvision-isapi';
import { AppError } from '../../../src/platform/errors';

/** An ANPR alert as a Hikvision entrance camera posts it (the XML part of its multipart post). */
const anpr = (
  over: { plate?: string; retransmission?: string; uuid?: string; dateTime?: string } = {},
) => `<?xml version="1.0" encoding="UTF-8"?>
<EventNotificationAlert version="2.0" xmlns="http://www.isapi.org/ver20/XMLSchema">
<ipAddress>192.168.1.64</ipAddress>
<portNo>80</portNo>
<protocol>HTTP</protocol>
<macAddress>24:0f:9b:2a:6c:11</macAddress>
<channelID>1</channelID>
<dateTime>${over.dateTime ?? '2026-05-01T09:15:30.120+08:00'}</dateTime>
<activePostCount>1</activePostCount>
<eventType>ANPR</eventType>
<eventState>active</eventState>
<eventDescription>ANPR</eventDescription>
<channelName>东门入口</channelName>
<ANPR>
<country>3</country>
<licensePlate>${over.plate ?? '沪A12345'}</licensePlate>
<line>1</line>
<direction>forward</direction>
<confidenceLevel>97</confidenceLevel>
<plateType>92TypeCivil</plateType>
<plateColor>blue</plateColor>
<licenseBright>0</licenseBright>
<vehicleType>vehicle</vehicleType>
<detectDir>8</detectDir>
<detectType>0</detectType>
<vehicleInfo>
<index>405</index>
<colorDepth>2</colorDepth>
<color>white</color>
</vehicleInfo>
<pictureInfoList>
<pictureInfo>
<fileName>licensePlatePicture.jpg</fileName>
<type>licensePlatePicture</type>
<dataType>0</dataType>
<absTime>20260501091530120</absTime>
<pId>2026050109153012000GG2XE4w2NmFEo</pId>
</pictureInfo>
<pictureInfo>
<fileName>detectionPicture.jpg</fileName>
<type>detectionPicture</type>
<dataType>0</dataType>
<absTime>20260501091530120</absTime>
<plateRect><X>448</X><Y>406</Y><width>117</width><height>40</height></plateRect>
<pId>2026050109153012100tVVeTdMnhzKm8</pId>
</pictureInfo>
</pictureInfoList>
<originalLicensePlate>${over.plate ?? '沪A12345'}</originalLicensePlate>
</ANPR>
${over.uuid === '' ? '' : `<UUID>${over.uuid ?? 'a0fe72d4-3652-464a-aebd-3f9190010236'}</UUID>`}
<picNum>2</picNum>
<isDataRetransmission>${over.retransmission ?? 'false'}</isDataRetransmission>
</EventNotificationAlert>`;

function failure(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof AppError) return e.msg.en;
    throw e;
  }
  throw new Error('expected a failure');
}

describe('Hikvision ISAPI ANPR alert', () => {
  it('is a plate read with the camera, its direction and the pictures it sends along', () => {
    expect(parseHikvisionAlert(Buffer.from(anpr()))).toEqual({
      kind: 'anpr',
      ipAddress: '192.168.1.64',
      macAddress: '24:0f:9b:2a:6c:11',
      channelId: '1',
      direction: 'forward',
      read: {
        sn: '24:0f:9b:2a:6c:11',
        eventKey: 'a0fe72d4-3652-464a-aebd-3f9190010236',
        plateNumber: '沪A12345',
        plateColor: plateColor.values.blue,
        confidence: 97,
        offline: false,
        eventTime: new Date('2026-05-01T01:15:30.120Z'),
      },
      pictures: [
        { fileName: 'licensePlatePicture.jpg', type: 'licensePlatePicture', pId: '2026050109153012000GG2XE4w2NmFEo' },
        { fileName: 'detectionPicture.jpg', type: 'detectionPicture', pId: '2026050109153012100tVVeTdMnhzKm8' },
      ],
    });
  });

  it('marks a resent alert, keeps a plate of digits as text, reads a time without offset in the park zone', () => {
    const a = parseHikvisionAlert(
      anpr({ retransmission: 'true', plate: '0123', dateTime: '2026-05-01T09:15:30' }),
      'Asia/Shanghai',
    );
    if (a.kind !== 'anpr') throw new Error(a.kind);
    expect(a.read.offline).toBe(true);
    expect(a.read.plateNumber).toBe('0123');
    expect(a.read.eventTime).toEqual(new Date('2026-05-01T01:15:30Z'));
  });

  it('keys an alert without UUID by channel and capture time', () => {
    const a = parseHikvisionAlert(anpr({ uuid: '' }));
    expect(a.kind === 'anpr' && a.read.eventKey).toBe('1@2026-05-01T01:15:30.120Z');
  });

  it('tells other events (heartbeats) apart', () => {
    const heartbeat = `<?xml version="1.0" encoding="UTF-8"?>
<EventNotificationAlert version="2.0" xmlns="http://www.isapi.org/ver20/XMLSchema">
<ipAddress>192.168.1.64</ipAddress><channelID>1</channelID><dateTime>2026-05-01T09:15:30+08:00</dateTime>
<activePostCount>0</activePostCount><eventType>videoloss</eventType><eventState>inactive</eventState>
<eventDescription>videoloss alarm</eventDescription></EventNotificationAlert>`;
    expect(parseHikvisionAlert(heartbeat)).toEqual({
      kind: 'other',
      eventType: 'videoloss',
      ipAddress: '192.168.1.64',
      channelId: '1',
    });
  });

  it('says what is wrong', () => {
    expect(failure(() => parseHikvisionAlert('<EventNotificationAlert><ipAddress>'))).toMatch(
      /^Hikvision ISAPI: field \(xml\) is not valid XML/,
    );
    expect(failure(() => parseHikvisionAlert(anpr().replace(/<licensePlate>.*<\/licensePlate>/, '')))).toBe(
      'Hikvision ISAPI: field EventNotificationAlert.ANPR.licensePlate is missing',
    );
    expect(failure(() => parseHikvisionAlert(anpr({ dateTime: '2026-05-01T09:15:30' })))).toBe(
      'Hikvision ISAPI: field EventNotificationAlert.dateTime is not a valid time',
    );
    expect(failure(() => parseHikvisionAlert(anpr().replace('<confidenceLevel>97', '<confidenceLevel>high')))).toMatch(
      /field EventNotificationAlert\.ANPR\.confidenceLevel/,
    );
  });
});
