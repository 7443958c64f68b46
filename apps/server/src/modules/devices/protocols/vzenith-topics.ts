/** What a Vzenith camera sends up. */
export type VzenithUpName = 'ivs_result' | 'keep_alive';
/** The commands the product sends a Vzenith camera. */
export type VzenithCommandName =
  | 'gpio_out'
  | 'serial_data'
  | 'white_list_operator'
  | 'set_time'
  /* the product's own additions in the same envelope, for what the camera protocol has no message of */
  | 'set_oss_cfg'
  | 'upgrade'
  | 'lock_read'
  | 'lock_write'
  | 'lock_operate'
  | 'camera_encryption'
  | 'gate_close'
  | 'gate_keep_open'
  | 'reboot'
  | 'sync_fee_rule'
  | 'clear_cache'
  | 'upload_log';

export const vzenithTopic = {
  up: (sn: string, name: VzenithUpName | string) => `device/${sn}/message/up/${name}`,
  down: (sn: string, name: VzenithCommandName) => `device/${sn}/message/down/${name}`,
  /** The camera answers a command on the command's topic followed by /reply. */
  reply: (sn: string, name: VzenithCommandName | string) => `device/${sn}/message/down/${name}/reply`,
};

/** The topic filters a server subscribes to for every camera. */
export const vzenithServerFilters = ['device/+/message/up/+', 'device/+/message/down/+/reply'] as const;

export type VzenithTopic = { sn: string; way: 'up' | 'down' | 'reply'; name: string };

const pattern = /^device\/([^/]+)\/message\/(up|down)\/([^/]+)(\/reply)?$/;

export function parseVzenithTopic(topic: string): VzenithTopic | null {
  const m = pattern.exec(topic);
  if (!m) return null;
  const [, sn, way, name, reply] = m;
  if (!sn || !name || (reply && way !== 'down')) return null;
  return { sn, way: reply ? 'reply' : (way as 'up' | 'down'), name };
}
