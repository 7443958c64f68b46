import { gateDirection, plateColor } from '@parking/resources';
import { describe, expect, it } from 'vitest';
import { gateEventOf, isUnreadablePlate, type PlateRead } from '../../../src/modules/devices/protocols/plate-read';
import { gateEventInput } from '../../../src/modules/traffic/gate-event.service';

const read = (over: Partial<PlateRead> = {}): PlateRead => ({
  sn: 'fe71e106-57263272',
  eventKey: '21085',
  plateNumber: '京A12345',
  plateColor: plateColor.values.yellow,
  confidence: 96.6,
  triggerType: 8,
  offline: false,
  eventTime: new Date('2026-05-01T01:15:30.120Z'),
  ...over,
});

describe('a plate read as a gate event', () => {
  it("is the gate's event input, facing the gate's direction", () => {
    const input = gateEventOf(read(), gateDirection.values.exit, '/9j/4AAQ');
    expect(input).toEqual({
      eventId: '21085',
      direction: gateDirection.values.exit,
      plateNumber: '京A12345',
      plateColor: plateColor.values.yellow,
      confidence: 97,
      eventTime: '2026-05-01T01:15:30.120Z',
      image: '/9j/4AAQ',
    });
    expect(gateEventInput.safeParse(input).success).toBe(true);
  });

  it('leaves out what the camera did not say', () => {
    const input = gateEventOf(
      read({ plateColor: undefined, confidence: undefined, plateNumber: ' 京A12345 ' }),
      gateDirection.values.entry,
    );
    expect(input).toEqual({
      eventId: '21085',
      direction: gateDirection.values.entry,
      plateNumber: '京A12345',
      eventTime: '2026-05-01T01:15:30.120Z',
    });
    expect(gateEventInput.safeParse(input).success).toBe(true);
  });

  it('is no event when no plate was read; a car without plates is one', () => {
    for (const p of ['_无_', '', '  ', '无车牌', 'unknown']) {
      expect(isUnreadablePlate(p)).toBe(true);
      expect(gateEventOf(read({ plateNumber: p }), gateDirection.values.entry)).toBeNull();
    }
    expect(gateEventOf(read({ plateNumber: '无牌车' }), gateDirection.values.entry)?.plateNumber).toBe('无牌车');
  });
});
