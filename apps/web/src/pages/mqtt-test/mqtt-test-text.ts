import type { Lang } from '@parking/resources';

/** The MQTT test page's own words, in both languages. */
const words = {
  title: ['MQTT 调试：设备消息', 'MQTT test: device messages'],
  device: ['设备', 'Device'],
  allDevices: ['全部设备', 'All devices'],
  live: ['实时', 'Live'],
  paused: ['已暂停', 'Paused'],
  clear: ['清空', 'Clear'],
  time: ['时间', 'Time'],
  way: ['方向', 'Way'],
  name: ['消息', 'Message'],
  detail: ['内容', 'Content'],
  up: ['上报', 'Up'],
  down: ['指令', 'Command'],
  reply: ['应答', 'Reply'],
  presence: ['连接', 'Connection'],
  empty: [
    '暂无消息：设备上报、服务器指令和设备应答会实时出现在这里',
    'No messages yet: reports, commands and replies appear here as they happen',
  ],
  noBus: ['MQTT 设备总线未启用', 'The MQTT device bus is off'],
  send: ['发送测试指令', 'Send a test command'],
  command: ['指令', 'Command'],
  gpioOut: ['开闸 (gpio_out)', 'Open the barrier (gpio_out)'],
  serialData: ['屏显与语音 (serial_data)', 'Screen and voice (serial_data)'],
  setTime: ['校时 (set_time)', 'Set the clock (set_time)'],
  text: ['屏幕文字（每行一条）', 'Screen text (a line each)'],
  voice: ['语音', 'Voice'],
  sent: ['已发送，设备应答见列表', 'Sent: the device’s reply shows in the list'],
  chooseDevice: ['选择一台设备后可发送测试指令', 'Choose a device to send it a test command'],
} satisfies Record<string, [string, string]>;

export type MqttTestText = Record<keyof typeof words, string>;

export const mqttTestText = (lang: Lang): MqttTestText =>
  Object.fromEntries(Object.entries(words).map(([k, v]) => [k, v[lang === 'en' ? 1 : 0]])) as MqttTestText;
