import { defineResource } from '../define-resource';
import { enabledState, gateDirection } from '../dictionaries';
import { bool, dict, int, l, ref, text } from '../fields/field-builders';
import { cameraProtocol } from './device-registry.dict';

/** A stream's address without a user or password in it: the console's video kit signs in with its own token. */
const streamAddress = /^(rtsp|rtmp|https?|wss?):\/\/[^\s@/]+(\/[^\s@]*)?$/;
const streamRule = l(
  '须为 rtsp、rtmp、http(s) 或 ws(s) 地址，且不含用户名密码',
  'an rtsp, rtmp, http(s) or ws(s) address without a user or password',
);

/**
 * A camera bound to a park's gate by its serial number, and how it is driven: its protocol, the way it
 * faces, whether its screen and voice are used and how long the barrier stays up.
 */
export const snCameraConfigResource = defineResource({
  module: 'parkdevices/snCameraConfig',
  table: 'sn_camera_config',
  section: 'devices',
  label: l('序列号相机配置', 'Camera by serial number'),
  scope: 'park',
  idParam: 'id',
  titleField: 'sn',
  permissionPrefix: 'snCameraConfig',
  fields: {
    sn: text(l('相机序列号', 'Camera serial number'), {
      max: 40,
      required: true,
      unique: 'global',
      search: 'contains',
      pattern: /^[A-Za-z0-9_-]+$/,
      patternRule: l('只能包含字母、数字、- 和 _', 'letters, digits, - and _ only'),
    }),
    cameraName: text(l('相机名称', 'Camera name'), { max: 60, search: 'contains' }),
    gateId: ref(l('通道', 'Gate'), { to: 'baseParkGate', search: 'eq' }),
    direction: dict(l('方向', 'Direction'), { dict: gateDirection, required: true, search: 'eq' }),
    protocol: dict(l('通讯协议', 'Protocol'), { dict: cameraProtocol, default: 2, search: 'eq' }),
    ledEnabled: bool(l('使用显示屏', 'Screen used'), { default: true }),
    voiceEnabled: bool(l('使用语音', 'Voice used'), { default: true }),
    gpioPort: int(l('道闸 IO 口', 'Barrier IO port'), { min: 0, max: 3, default: 0, list: false }),
    openDelayMs: int(l('抬杆保持(毫秒)', 'Barrier held (ms)'), { min: 0, max: 10000, default: 500, list: false }),
    liveUrl: text(l('实时视频地址', 'Live stream address'), {
      max: 300,
      list: false,
      pattern: streamAddress,
      patternRule: streamRule,
    }),
    playbackUrl: text(l('录像回放地址', 'Playback address'), {
      max: 300,
      list: false,
      pattern: streamAddress,
      patternRule: streamRule,
    }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
  },
  routes: { export: [] },
  menu: { path: '/basedata/snCameraConfig', group: '/basedata', icon: 'VideoCameraOutlined', sort: 10 },
});
