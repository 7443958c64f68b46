import { connect, type Socket } from 'node:net';
import mqttPacket from 'mqtt-packet';

/**
 * Many devices connected and silent, each a bare socket that sends its MQTT CONNECT (device code and key,
 * keep-alive off) and waits for the broker's CONNACK: what the broker holds, without a full client's memory
 * in the benchmark's process.
 */
export async function connectIdle(
  port: number,
  devices: { code: string; key: string }[],
  parallel = 200,
): Promise<{ sockets: Socket[]; accepted: number; refused: number; seconds: number }> {
  const started = performance.now();
  const sockets: Socket[] = [];
  let accepted = 0;
  let refused = 0;
  let next = 0;
  const one = (d: { code: string; key: string }) =>
    new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      const parser = mqttPacket.parser();
      parser.on('packet', (p) => {
        if (p.cmd !== 'connack') return;
        if (p.returnCode === 0 || p.reasonCode === 0) {
          accepted++;
          sockets.push(socket);
        } else {
          refused++;
          socket.destroy();
        }
        resolve();
      });
      socket.on('data', (chunk) => parser.parse(chunk));
      socket.on('error', () => {
        refused++;
        resolve();
      });
      socket.on('connect', () =>
        socket.write(
          mqttPacket.generate({
            cmd: 'connect',
            protocolId: 'MQTT',
            protocolVersion: 4,
            clean: true,
            clientId: `idle-${d.code}`,
            keepalive: 0,
            username: d.code,
            password: Buffer.from(d.key),
          }),
        ),
      );
    });
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < devices.length) await one(devices[next++] as { code: string; key: string });
    }),
  );
  return { sockets, accepted, refused, seconds: (performance.now() - started) / 1000 };
}

/** How many of the sockets the broker still holds open. */
export const stillOpen = (sockets: Socket[]) => sockets.filter((s) => !s.destroyed && s.readyState === 'open').length;
