import type { Message } from '@parking/domain';
import { resourceByModule } from '@parking/resources';
import type { AnyRoute } from './route-table';

/** What an operator calls the generic changes, by the verb of their permission code. */
const verbs: Record<string, Message> = {
  add: { zh: '新增', en: 'Add' },
  edit: { zh: '修改', en: 'Edit' },
  delete: { zh: '删除', en: 'Delete' },
  export: { zh: '导出', en: 'Export' },
  examine: { zh: '审核', en: 'Review' },
  refund: { zh: '退款', en: 'Refund' },
  confirm: { zh: '人工确认', en: 'Resolve manual confirm' },
};

const m = (zh: string, en: string): Message => ({ zh, en });
/** "Park" within a sentence is "park"; "VIP pass" stays. */
const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s[0]?.toLowerCase() + s.slice(1) : s);

/**
 * The operate log's name of each hand-written call that changes something, by its URL. The generic calls of a
 * declaration are named from it (resource and verb); a test keeps this list complete.
 */
const calls: Record<string, Message> = {
  '/api/updown/parkseller/sellerCharge': m('商户充值', 'Top up merchant'),
  '/api/updown/parkseller/resetPassword': m('重置商户密码', 'Reset merchant password'),
  '/api/updown/parkseller/synchronizeAmount': m('核对商户余额', 'Reconcile merchant balance'),
  '/api/updown/plat/couponRule/sendRuleCoupon': m('发放优惠券', 'Issue coupons'),
  '/api/updown/plat/couponRule/grantRulePark': m('设置优惠券规则停车场', 'Set coupon rule parks'),
  '/api/updown/plat/couponRule/stop': m('停用优惠券规则', 'Stop coupon rule'),
  '/api/updown/plat/couponRule/enable': m('启用优惠券规则', 'Enable coupon rule'),
  '/api/updown/plat/couponRule/cancelCouponRule': m('作废优惠券规则', 'Cancel coupon rule'),
  '/api/updown/plat/couponInfo/remove': m('作废优惠券', 'Void coupons'),
  '/api/updown/parkDerateQRCode/buyDerate': m('购买减免码', 'Buy discount codes'),
  '/api/updown/sysbigreport/copy': m('复制大屏报表', 'Copy big-screen layout'),
  '/api/updown/static/deleteParkingReport': m('删除导出文件', 'Delete export file'),
  '/api/updown/staticSum/reBuildDayData': m('重算日汇总', 'Recount day summaries'),
  '/api/updown/parkChangeshiftrecord/start': m('开始值班', 'Start shift'),
  '/api/updown/parkChangeshiftrecord/handOver': m('交班', 'Hand over shift'),
  '/api/updown/rdrwork/warnToWork': m('告警转工单', 'Turn warning into work order'),
  '/api/updown/rdrwork/dealWarn': m('处理告警', 'Handle warning'),
  '/api/updown/employeWork/allocate': m('分派工单', 'Assign work order'),
  '/api/updown/employeWork/deal': m('处理工单', 'Complete work order'),
  '/api/updown/employeWork/upload': m('上传工单照片', 'Upload work order photo'),
  '/api/updown/plat/owe/feeOwe': m('缴纳欠费', 'Pay arrear'),
  '/api/updown/plat/owe/cancelOwe': m('取消欠费', 'Cancel arrear'),
  '/api/updown/plat/owe/check': m('审核欠费', 'Mark arrear reviewed'),
  '/api/updown/plat/owe/cancelCheck': m('取消欠费审核', 'Unmark arrear reviewed'),
  '/api/updown/plat/owe/genOweFromOrder': m('订单转欠费', 'Turn order into arrear'),
  '/api/updown/roadpark/inout/deleteOutOwe': m('取消路侧欠费', 'Cancel roadside arrear'),
  '/api/updown/roadstatic/cancelEscape': m('取消逃逸记录', 'Cancel escape'),
  '/api/updown/user/sendLogs': m('上传错误日志', 'Upload error log'),
  '/api/updown/sysuser/resetUserPassword': m('重置密码', 'Reset password'),
  '/api/updown/sysuser/createOfflineAdmin': m('创建公司管理员', 'Create company administrator'),
  '/api/updown/sysuser/switchCompany': m('切换公司', 'Switch company'),
  '/api/updown/sysuser/updatePassword': m('修改密码', 'Change password'),
  '/api/updown/sysrole/grant': m('角色授权', 'Grant role menus'),
  '/api/updown/sysAdminRole/grant': m('控制台角色授权', 'Grant console role menus'),
  '/api/updown/blade-system/role/grant': m('角色授权', 'Grant role menus'),
  '/api/updown/sysuser/grantRole': m('分配角色', 'Assign roles'),
  '/api/updown/ParkUserGrant/submit': m('分配车场', 'Assign parks'),
  '/api/updown/topMenu/grant': m('顶部菜单授权', 'Assign top menu pages'),
  '/api/updown/sysTemplate/excuteSqlCommand': m('运行诊断', 'Run diagnostic'),
  '/api/updown/blade-develop/code/submit': m('保存资源声明', 'Save declaration'),
  '/api/updown/blade-develop/code/remove': m('删除资源声明', 'Remove declaration'),
  '/api/updown/blade-develop/code/copy': m('复制资源声明', 'Copy declaration'),
  '/api/updown/blade-develop/code/gen-code': m('生成代码', 'Generate code'),
  '/api/updown/api-generator/code/gen-code': m('生成代码', 'Generate code'),
  '/api/updown/job/add': m('新增任务', 'Add job'),
  '/api/updown/job/edit': m('修改任务', 'Edit job'),
  '/api/updown/job/remove': m('删除任务', 'Remove job'),
  '/api/updown/job/changeStatus': m('启停任务', 'Start or pause job'),
  '/api/updown/job/run': m('立即执行任务', 'Run job now'),
  '/api/updown/job/log/clean': m('清空任务日志', 'Empty job log'),
  '/api/updown/third/set/parkCommand': m('下发车场指令', 'Send park command'),
  '/api/updown/third/set/parkCommandVno': m('下发车辆指令', 'Send car command'),
  '/api/updown/basePark/syncToPlatRadPark': m('同步路侧车场到平台', 'Sync roadside parks to platforms'),
  '/api/updown/basePark/syncParkIO2InCarRecord': m('重建场内车辆', 'Rebuild cars inside'),
  '/api/updown/plat/basepark/updateStallNum': m('设置车位数', 'Set stall counts'),
  '/api/updown/plat/basepark/closeDerateBanner': m('关闭优惠横幅', 'Hide discount banner'),
  '/api/updown/plat/basepark/closeAlipay': m('关闭支付宝支付', 'Turn Alipay off'),
  '/api/updown/plat/basepark/closeCheFuShow': m('关闭车付展示', 'Stop CheFu display'),
  '/api/updown/plat/basepark/openOfflineNoticeByVid': m('设置离线通知', 'Set offline notice'),
  '/api/updown/baseVillage/successExamine': m('审核通过小区', 'Approve village'),
  '/api/updown/baseVillage/TurnOnOffLock': m('锁定或解锁小区', 'Lock or unlock village'),
  '/api/updown/baseVillage/mqttNoticeDown': m('下发小区通知', 'Send village notice'),
  '/api/updown/baseParkArea/successExamine': m('审核通过区域', 'Approve area'),
  '/api/updown/plat/monitor/carbignum/updateAreaRemainCarbitNum': m('设置大车空位', 'Set free large stalls'),
  '/api/updown/baseParkGate/saveGeteIoTime': m('设置通行时段', 'Set passing periods'),
  '/api/updown/curbPark/addNowirePark': m('新增无线路侧车场', 'Add wireless roadside park'),
  '/api/updown/road/inout/initBerthNum': m('重新统计泊位', 'Recount berths'),
  '/api/updown/parkWhiteNew/approval': m('审核白名单', 'Review white-list entry'),
  '/api/updown/parkBlackList/import': m('导入黑名单', 'Import black list'),
  '/api/updown/plat/managebook/pass': m('通过登记', 'Pass registration'),
  '/api/updown/plat/managebook/refuse': m('拒绝登记', 'Refuse registration'),
  '/api/updown/parkAreaFeeRuleEX/submitWithPeriods': m('保存区域收费规则', 'Save area fee rule'),
  '/api/updown/gateDevice/issueKey': m('签发设备密钥', 'Issue device key'),
  '/api/updown/parkIORecord/platInCar': m('手动入场', 'Manual entry'),
  '/api/updown/parkIORecord/batchOutCar': m('手动放行', 'Manual release'),
  '/api/updown/parkIORecord/updatePlateNumber': m('修正车牌', 'Correct plate'),
  '/api/updown/parkIORecord/initHistoryPark': m('车场清场', 'Reset park'),
  '/api/updown/parkIORecord/confirm': m('人工确认', 'Resolve manual confirm'),
  '/api/updown/parkorder/manualPayResultNotice': m('登记订单已付', 'Report order paid'),
  '/api/updown/parkorder/refund': m('订单退款', 'Refund order'),
  '/api/updown/parkMonth/renewalMoney': m('按金额续费', 'Renew by amount'),
  '/api/updown/parkMonth/renewalMonth': m('按月续费', 'Renew by months'),
  '/api/updown/parkMonth/renewalVip': m('VIP 延期', 'Extend VIP pass'),
  '/api/updown/parkMonth/batchRenewalMoney': m('批量按金额续费', 'Batch renew by amount'),
  '/api/updown/parkMonth/batchRenewalMonth': m('批量按月续费', 'Batch renew by months'),
  '/api/updown/parkMonth/batchRenewalVip': m('批量 VIP 延期', 'Batch extend VIP passes'),
  '/api/updown/parkMonth/tempStop': m('暂停月卡', 'Pause pass'),
  '/api/updown/parkMonth/stop': m('停用月卡', 'Stop pass'),
  '/api/updown/parkMonth/recorve': m('恢复月卡', 'Recover pass'),
  '/api/updown/parkMonth/pass': m('审核月卡', 'Review pass'),
  '/api/updown/parkMonth/reInitShare': m('重整共享组', 'Re-align share groups'),
  '/api/updown/parkMonth/batchParkMonthCard': m('批量发放月卡', 'Batch grant passes'),
  '/api/updown/parkMonth/authGate': m('设置通行闸口', 'Limit pass to gates'),
  '/api/updown/parkMonth/setShortNoPlate': m('设置无牌短码', 'Set no-plate code'),
  '/api/updown/parkCarApply/submitApply': m('提交月卡申请', 'Apply for pass'),
  '/api/updown/parkCarApply/againApply': m('重新申请月卡', 'Apply again'),
  '/api/updown/parkCarApply/cancel': m('取消月卡申请', 'Cancel application'),
  '/api/updown/parkCarApply/pass': m('通过月卡申请', 'Pass application'),
  '/api/updown/parkCarApply/refuse': m('拒绝月卡申请', 'Refuse application'),
  '/api/pay/stay/advance': m('预付停车费', 'Pay stay in advance'),
  '/api/pay/order/start': m('发起支付', 'Start payment'),
  '/api/pay/sandbox/confirm': m('确认沙箱支付', 'Confirm sandbox payment'),
};

/** The name of one call as an operator knows it; null when it has none yet (a test lists those). */
export function knownActionLabel(
  route: Pick<AnyRoute, 'url' | 'resource'>,
  permission: string | undefined,
): Message | null {
  const named = calls[route.url];
  if (named) return named;
  const verb = permission?.slice(permission.lastIndexOf(':') + 1);
  const def = route.resource ? resourceByModule.get(route.resource) : undefined;
  const label = verb ? verbs[verb] : undefined;
  if (def && label) return { zh: `${label.zh}${def.label.zh}`, en: `${label.en} ${lowerFirst(def.label.en)}` };
  return null;
}

/** The action column of the operate log. A call not named yet shows its path's last part in both languages. */
export function actionLabel(route: AnyRoute, permission: string | undefined, action: string): Message {
  return knownActionLabel(route, permission) ?? { zh: action, en: action };
}
