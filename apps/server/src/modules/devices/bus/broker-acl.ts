/*
 * What a device signed in to the embedded broker may do: publish what it reports on its own up topics and
 * its answers to commands on its own down topics' replies, and subscribe to its own down topics. Device
 * codes hold no MQTT wildcard or separator (letters, digits, - and _), so a prefix names exactly one device.
 */

const wildcard = /[+#]/;
const replyOf = (code: string) => new RegExp(`^device/${code}/message/down/[^/+#]+/reply$`);

export function mayPublish(deviceCode: string, topic: string): boolean {
  if (wildcard.test(topic)) return false;
  const up = `device/${deviceCode}/message/up/`;
  if (topic.startsWith(up)) return topic.length > up.length;
  return replyOf(deviceCode).test(topic);
}

export function maySubscribe(deviceCode: string, filter: string): boolean {
  const down = `device/${deviceCode}/message/down/`;
  return filter.startsWith(down) && filter.length > down.length;
}
