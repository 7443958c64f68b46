import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { dict, int, l, text } from '../fields/field-builders';

/**
 * A park's visitor QR code, printed at its gate or reception: a visitor (or a resident inviting one) scans
 * it and registers the visit, which then waits for examination. A disabled code takes no registration.
 */
export const visitorQrCodeResource = defineResource({
  module: 'plat/visitorqrcode',
  table: 'visitor_qr_code',
  section: 'third-party',
  label: l('访客二维码', 'Visitor QR code'),
  scope: 'park',
  idParam: 'id',
  titleField: 'qrName',
  fields: {
    qrName: text(l('二维码名称', 'Name'), { max: 60, required: true, search: 'contains', sortable: true }),
    place: text(l('张贴位置', 'Posted at'), { max: 100 }),
    maxHours: int(l('最长访问时长(小时)', 'Longest visit (hours)'), { min: 1, max: 168, default: 24 }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq', readOnly: true }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: '-id',
  routes: { list: ['getPageList'], export: [] },
  menu: { path: '/visitor/visitorqrcode', group: '/visitor', icon: 'AppstoreOutlined', sort: 6 },
});
