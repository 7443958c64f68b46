import { createServer } from 'node:net';
import { Aedes } from 'aedes';
import mqtt from 'mqtt';
import { decisionFrames } from '../src/modules/devices/protocols/gate-screen';
import { vzenithGpioOut, vzenithSerialData } from '../src/modules/devices/protocols/vzenith-commands';
import { parseVzenithTopic } from '../src/modules/devices/protocols/vzenith-topics';

/*
 * The bare baseline of the devices benchmark, in a process of its own as the server is: a broker with no
 * sign-in (aedes on BARE_PORT), or a client of Mosquitto (BARE_MQTT_URL), that answers every ivs_result at
 * once with the commands a decision sends (gpio_out, then serial_data with three lines and a voice), with no
 * database, no decision and no parsing beyond the topic. Prints "ready" once it listens.
 */
const frames = decisionFrames({
  open: true,
  screenLines: ['沪A12345', '临时车', '欢迎光临'],
  voice: '沪A12345，欢迎光临',
});

type Send = (topic: string, payload: unknown) => void;

function answer(topic: string, send: Send) {
  const t = parseVzenithTopic(topic);
  if (t?.way !== 'up' || t.name !== 'ivs_result') return;
  const gpio = vzenithGpioOut(t.sn);
  send(gpio.topic, gpio.payload);
  const serial = vzenithSerialData(t.sn, frames);
  send(serial.topic, serial.payload);
}

const url = process.env.BARE_MQTT_URL;
if (url) {
  const client = await mqtt.connectAsync(url, { clientId: `bare-echo-${process.pid}`, clean: true });
  const send: Send = (topic, payload) => void client.publish(topic, JSON.stringify(payload), { qos: 1 });
  client.on('message', (topic) => answer(topic, send));
  await client.subscribeAsync('device/+/message/up/+', { qos: 1 });
} else {
  const aedes = await Aedes.createBroker();
  const send: Send = (topic, payload) =>
    aedes.publish(
      { cmd: 'publish', topic, payload: Buffer.from(JSON.stringify(payload)), qos: 1, retain: false, dup: false },
      () => undefined,
    );
  aedes.on('publish', (packet, client) => client && answer(packet.topic, send));
  const tcp = createServer((socket) => aedes.handle(socket));
  await new Promise<void>((resolve) => tcp.listen(Number(process.env.BARE_PORT), '127.0.0.1', resolve));
}
process.stdout.write('ready\n');
