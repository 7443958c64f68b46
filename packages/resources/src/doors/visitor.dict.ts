import { defineDictionary } from '../dictionaries/define-dictionary';

/** Who asked for a visit: a resident's invitation, the office, or the visitor at a park's visitor QR code. */
export const visitorSource = defineDictionary(
  'visitorSource',
  { zh: '登记方式', en: 'Registered by' },
  {
    resident: [1, '业主邀请', 'Resident invitation'],
    office: [2, '物业登记', 'Office'],
    qrCode: [3, '扫码登记', 'QR code registration'],
  },
);

/** How an examiner decides on a visit (`type` of examine and batchExamine). */
export const visitorVerdict = defineDictionary(
  'visitorVerdict',
  { zh: '审核结果', en: 'Review verdict' },
  {
    approve: [1, '通过', 'Approve'],
    refuse: [2, '拒绝', 'Refuse'],
  },
);

/** Where a visit's window stands now: the gate opens for the visitor's car only while it is open. */
export const visitWindowState = defineDictionary(
  'visitWindowState',
  { zh: '访期', en: 'Visit window' },
  {
    upcoming: [1, '未到访期', 'Not yet'],
    open: [2, '访期内', 'Open now'],
    ended: [3, '已过访期', 'Ended'],
  },
);

export const visitorDictionaries = [visitorSource, visitorVerdict, visitWindowState];
