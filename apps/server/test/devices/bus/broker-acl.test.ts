import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config';
import { mayPublish, maySubscribe } from '../../../src/modules/devices/bus/broker-acl';

describe('the embedded broker’s ACL', () => {
  it('a device publishes only its own reports and its own replies', () => {
    expect(mayPublish('CAM-1', 'device/CAM-1/message/up/ivs_result')).toBe(true);
    expect(mayPublish('CAM-1', 'device/CAM-1/message/up/keep_alive')).toBe(true);
    expect(mayPublish('CAM-1', 'device/CAM-1/message/down/gpio_out/reply')).toBe(true);
    expect(mayPublish('CAM-1', 'device/CAM-1/message/up/')).toBe(false);
    expect(mayPublish('CAM-1', 'device/CAM-2/message/up/ivs_result')).toBe(false);
    expect(mayPublish('CAM-1', 'device/CAM-10/message/up/ivs_result')).toBe(false);
    expect(mayPublish('CAM-1', 'device/CAM-1/message/down/gpio_out')).toBe(false);
    expect(mayPublish('CAM-1', 'device/CAM-1/message/down/gpio_out/reply/x')).toBe(false);
    expect(mayPublish('CAM-1', 'device/CAM-1/message/up/+')).toBe(false);
    expect(mayPublish('CAM-1', '$SYS/broker')).toBe(false);
  });

  it('a device subscribes only to its own commands', () => {
    expect(maySubscribe('CAM-1', 'device/CAM-1/message/down/#')).toBe(true);
    expect(maySubscribe('CAM-1', 'device/CAM-1/message/down/+')).toBe(true);
    expect(maySubscribe('CAM-1', 'device/CAM-1/message/down/gpio_out')).toBe(true);
    expect(maySubscribe('CAM-1', 'device/CAM-1/message/up/#')).toBe(false);
    expect(maySubscribe('CAM-1', 'device/+/message/down/#')).toBe(false);
    expect(maySubscribe('CAM-1', 'device/CAM-10/message/down/#')).toBe(false);
    expect(maySubscribe('CAM-1', '#')).toBe(false);
  });
});

describe('MQTT configuration', () => {
  const cfg = (env: Record<string, string>) => loadConfig({ TOKEN_SECRET: 'test-token-secret-0123456789', ...env });

  it('embeds a broker on 1884 by default, on a free port with 0, none with off or an external broker', () => {
    expect(cfg({})).toMatchObject({ mqttPort: 1884, mqttUrl: null });
    expect(cfg({ MQTT_PORT: '0' }).mqttPort).toBe(0);
    expect(cfg({ MQTT_PORT: 'off' }).mqttPort).toBeNull();
    expect(cfg({ MQTT_URL: 'mqtt://127.0.0.1:1883', MQTT_USERNAME: 'srv', MQTT_PASSWORD: 'pw' })).toMatchObject({
      mqttPort: null,
      mqttUrl: 'mqtt://127.0.0.1:1883',
      mqttUsername: 'srv',
      mqttPassword: 'pw',
    });
    expect(() => cfg({ MQTT_PORT: 'x' })).toThrow(/MQTT_PORT/);
    expect(() => cfg({ MQTT_URL: 'http://broker' })).toThrow(/MQTT_URL/);
  });
});
