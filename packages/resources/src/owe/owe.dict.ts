import { defineDictionary } from '../dictionaries/define-dictionary';

/** Where an arrear is in its life: owed, settled once, or forgiven with a reason. */
export const oweState = defineDictionary(
  'oweState',
  { zh: '欠费状态', en: 'Arrear state' },
  {
    normal: [0, '未缴', 'Unpaid'],
    paid: [1, '已缴', 'Paid'],
    cancelled: [2, '已撤销', 'Cancelled'],
  },
);

/** What made the debt: a roadside escape, an exit let out unpaid, an order turned into a debt, or an operator. */
export const oweSource = defineDictionary(
  'oweSource',
  { zh: '欠费来源', en: 'Arrear source' },
  {
    escape: [1, '逃费', 'Escape'],
    unpaidExit: [2, '未付放行', 'Let out unpaid'],
    order: [3, '订单转欠费', 'From an order'],
    manual: [4, '人工登记', 'Entered by hand'],
  },
);

/** What a park's gate does with a car that owes money anywhere in the company. */
export const oweRecovery = defineDictionary(
  'oweRecovery',
  { zh: '欠费追缴方式', en: 'Arrears recovery' },
  {
    refuse: [1, '禁止入场', 'Refuse entry'],
    ask: [2, '放行并提示值班员', 'Let in and ask the operator'],
    addToFee: [3, '出场时合并收取', "Add to the next exit's fee"],
  },
);

/** The last reminder an unpaid arrear's driver was sent: the day after, after a week, after a month. */
export const oweNoticeStage = defineDictionary(
  'oweNoticeStage',
  { zh: '欠费提醒', en: 'Arrear reminder' },
  {
    none: [0, '未提醒', 'None yet'],
    nextDay: [1, '次日提醒', 'Next day'],
    week: [2, '一周提醒', 'After a week'],
    month: [3, '一月提醒', 'After a month'],
  },
);

export const oweDictionaries = [oweState, oweSource, oweRecovery, oweNoticeStage];
