import { defineDictionary } from './define-dictionary';

/**
 * Where a stay stands: the car is inside, has left, waits for an operator to match its exit, left unpaid,
 * or was an unmatched exit the operator merged into the car's stay.
 */
export const stayState = defineDictionary('stayState', { zh: '在场状态', en: 'Stay state' }, [
  [1, '在场', 'Inside'],
  [2, '已出场', 'Left'],
  [3, '待人工确认', 'Manual confirm'],
  [4, '逃费', 'Escaped'],
  [5, '已合并', 'Merged'],
]);

export const plateColor = defineDictionary('plateColor', { zh: '车牌颜色', en: 'Plate colour' }, [
  [1, '蓝牌', 'Blue'],
  [2, '黄牌', 'Yellow'],
  [3, '白牌', 'White'],
  [4, '黑牌', 'Black'],
  [5, '绿牌', 'Green'],
  [9, '其他', 'Other'],
]);

export const gateDirection = defineDictionary('gateDirection', { zh: '进出方向', en: 'Direction' }, [
  [1, '入场', 'Entry'],
  [2, '出场', 'Exit'],
]);

/** What the gate was told: open, stay shut, wait for payment, or wait for an operator. */
export const gateVerdict = defineDictionary('gateVerdict', { zh: '放行结果', en: 'Gate verdict' }, [
  [1, '放行', 'Open'],
  [2, '拒绝', 'Refuse'],
  [3, '待支付', 'Pay first'],
  [4, '待人工确认', 'Manual confirm'],
]);

export const orderState = defineDictionary('orderState', { zh: '订单状态', en: 'Order state' }, [
  [0, '待支付', 'Unpaid'],
  [1, '已支付', 'Paid'],
  [2, '已退款', 'Refunded'],
  [3, '部分退款', 'Partly refunded'],
  [4, '已关闭', 'Closed'],
]);

/** Why an order was raised: to leave at the exit gate, or paid ahead from a QR code. */
export const orderKind = defineDictionary('orderKind', { zh: '订单类型', en: 'Order kind' }, [
  [1, '出口缴费', 'Exit payment'],
  [2, '场内预缴', 'Paid in advance'],
  [3, '补缴差额', 'Difference after grace'],
]);

/** What a signed device is: a camera at a gate, a sensor in one roadside berth, or an attendant's handheld. */
export const deviceKind = defineDictionary('deviceKind', { zh: '设备种类', en: 'Device kind' }, [
  [1, '通道相机', 'Gate camera'],
  [2, '泊位地磁', 'Berth sensor'],
  [3, '手持终端', 'Handheld'],
]);

/** Where an escape stands: owed, paid later (the arrears recovery), or written off by an operator. */
export const escapeState = defineDictionary('escapeState', { zh: '追缴状态', en: 'Recovery state' }, [
  [0, '未追缴', 'Unrecovered'],
  [1, '已追缴', 'Recovered'],
  [2, '已撤销', 'Cancelled'],
]);
