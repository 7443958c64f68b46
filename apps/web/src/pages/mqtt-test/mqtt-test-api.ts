import { get, post, updown } from '../../api/client';

export type BusMessage = {
  seq: number;
  at: string;
  atMs: number;
  deviceCode: string;
  way: 'up' | 'down' | 'reply' | 'presence';
  name: string;
  topic: string;
  detail: string;
  payload: unknown;
};

export type MessagesAnswer = { bus: 'embedded' | 'external' | null; last: number; messages: BusMessage[] };

export const fetchMessages = (q: { deviceCode?: string; after?: number; wait?: number }) =>
  get<MessagesAnswer>(updown('testMqtt/messages'), q, { silent: true });

export type DeviceOption = { id: number; deviceCode: string; deviceName: string | null };

export const fetchDevices = () =>
  get<{ data: DeviceOption[] }>(updown('gateDevice/list'), { size: 500 }).then((p) => p.data);

export type TestCommand = {
  deviceCode: string;
  command: 'gpio_out' | 'serial_data' | 'set_time';
  text?: string;
  voice?: string;
};

export const publishTest = (c: TestCommand) => post<{ id: string; topic: string }>(updown('testMqtt/publish'), c);
