import type { Label } from '@parking/resources';
import { currentLang } from '../../i18n';

/** The device pages' own words, in both languages. */
const words = {
  remoteOpen: ['远程开闸', 'Open remotely'],
  remoteOpenTitle: ['远程开闸：{device}', 'Open the barrier of {device}'],
  reason: ['开闸原因', 'Reason'],
  reasonRequired: ['请填写开闸原因', 'Give the reason for opening'],
  reasonHint: ['例如：访客无车牌、设备识别失败', 'e.g. a visitor without plates, the camera misread'],
  send: ['发送开闸指令', 'Send the open command'],
  close: ['关闭', 'Close'],
  queued: ['已排队', 'Queued'],
  sent: ['已下发', 'Sent'],
  acknowledged: ['设备已确认', 'Acknowledged'],
  failed: ['失败', 'Failed'],
  timedOut: ['超时未应答', 'Timed out'],
  waiting: ['等待设备应答…', 'Waiting for the device to answer…'],
  doneOpen: ['道闸已打开：设备确认了开闸指令（指令 {id}）', 'The barrier opened: the device acknowledged command {id}'],
  notDone: ['开闸未完成（指令 {id}）：{why}', 'The barrier did not open (command {id}): {why}'],
  notSent: ['开闸指令未能发出：{why}', 'The open command was not sent: {why}'],
  commandNo: ['指令编号', 'Command'],
  upgrade: ['升级固件', 'Upgrade firmware'],
  upgradeTitle: ['升级固件：{device}', 'Upgrade the firmware of {device}'],
  firmware: ['固件版本', 'Firmware'],
  firmwareRequired: ['请选择固件版本', 'Choose the firmware'],
  noFirmware: [
    '没有适用于该设备类型的启用固件：请先在版本管理中添加',
    'No enabled firmware for this type of device: add one under version management first',
  ],
  upgradeReason: ['升级原因', 'Reason'],
  sendUpgrade: ['发送升级指令', 'Send the upgrade'],
  upgraded: ['设备已确认升级指令（指令 {id}）', 'The device acknowledged the upgrade (command {id})'],
  notUpgraded: ['升级未完成：{why}', 'The upgrade was not done: {why}'],
  askLog: ['请求日志', 'Ask for a log'],
  askLogTitle: ['请求设备上传日志', 'Ask a device for its log'],
  askLogHint: [
    '设备确认后会把日志上传到平台，上传完成后可在列表中下载。',
    'Once the device acknowledges, it uploads its log; download it from the list when it has arrived.',
  ],
  park: ['车场', 'Park'],
  parkRequired: ['请选择车场', 'Choose the park'],
  device: ['设备', 'Device'],
  deviceRequired: ['请选择设备', 'Choose the device'],
  logHours: ['日志时长', 'How far back'],
  hours: ['最近 {n} 小时', 'Last {n} hours'],
  logReason: ['原因', 'Reason'],
  logAsked: ['设备已确认（日志 {id}），正在上传', 'The device acknowledged (log {id}) and is uploading'],
  download: ['下载', 'Download'],
} as const satisfies Record<string, readonly [string, string]>;

type Word = keyof typeof words;

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));

/** A word of the device pages in the console's language, with `{name}` filled from `vars`. */
export const dv = (key: Word, vars: Record<string, string | number> = {}): string =>
  fill(words[key][currentLang() === 'en' ? 1 : 0], vars);

/** A word in both languages, for an action the list shows in the language of the moment. */
export const dvLabel = (key: Word): Label => ({ zh: words[key][0], en: words[key][1] });
