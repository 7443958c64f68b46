/**
 * Every page of the console (overview §2), grouped as the sidebar shows them and grouped again under
 * the top menus. A page a resource declares takes the resource's label and gets its buttons.
 */
export type PageSeed = {
  path: string;
  zh: string;
  en: string;
  icon?: string;
  /** The page opens without sign-in. */
  isAuth?: false;
  /** The page opens in place rather than in a tab. */
  isTab?: false;
  query?: string;
  platformOnly?: true;
  /** An address outside the console, opened in /myiframe; one starting with / is the server's own page. */
  external?: string;
  /** Buttons of a page no resource declares (a report's export), by permission code. */
  buttons?: { code: string; zh: string; en: string; platformOnly?: true }[];
};

export type TopKey = 'business' | 'access' | 'operations' | 'channels' | 'system';

export type GroupSeed = {
  path: string;
  zh: string;
  en: string;
  icon: string;
  top: TopKey;
  platformOnly?: true;
  pages: PageSeed[];
};

export const topMenuSeeds: { key: TopKey; zh: string; en: string; icon: string }[] = [
  { key: 'business', zh: '停车业务', en: 'Parking business', icon: 'CarOutlined' },
  { key: 'access', zh: '门禁访客', en: 'Doors and visitors', icon: 'IdcardOutlined' },
  { key: 'operations', zh: '运营中心', en: 'Operations', icon: 'FundOutlined' },
  { key: 'channels', zh: '支付与消息', en: 'Payments and messages', icon: 'PayCircleOutlined' },
  { key: 'system', zh: '系统管理', en: 'System', icon: 'SettingOutlined' },
];

const p = (path: string, zh: string, en: string, extra: Partial<PageSeed> = {}): PageSeed => ({
  path,
  zh,
  en,
  ...extra,
});
const open = { isAuth: false } as const;
/** The export button of a report page, guarding its export call by this permission code. */
const exportButton = (code: string) => ({ buttons: [{ code, zh: '导出', en: 'Export' }] });

export const menuGroups: GroupSeed[] = [
  {
    path: '/wel',
    zh: '首页',
    en: 'Home',
    icon: 'HomeOutlined',
    top: 'business',
    pages: [
      p('/wel/index', '首页', 'Dashboard', { icon: 'DashboardOutlined' }),
      p('/wel/index2', '运营首页', 'Operations home', { icon: 'PieChartOutlined' }),
      p('/wel/dashboard', '数据看板', 'Data dashboard', { icon: 'BarChartOutlined' }),
    ],
  },
  {
    path: '/basedata',
    zh: '基础数据',
    en: 'Base data',
    icon: 'DatabaseOutlined',
    top: 'business',
    pages: [
      p('/basedata/company', '公司', 'Companies', { icon: 'BankOutlined' }),
      p('/basedata/village', '小区', 'Villages', { icon: 'HomeOutlined' }),
      p('/basedata/parkarea', '区域管理', 'Park areas', { icon: 'AppstoreOutlined' }),
      p('/basedata/park', '停车场', 'Parks', { icon: 'CarOutlined' }),
      p('/basedata/radpark', '路侧车场', 'Roadside parks', { icon: 'EnvironmentOutlined' }),
      p('/basedata/parkbox', '岗亭管理', 'Park boxes', { icon: 'ShopOutlined' }),
      p('/basedata/parkgate', '通道管理', 'Gates', { icon: 'SwapOutlined' }),
      p('/basedata/parkdevice', '设备管理', 'Devices', { icon: 'CameraOutlined' }),
      p('/basedata/parkdeviceStatus', '设备状态', 'Device status', { icon: 'ThunderboltOutlined' }),
      p('/basedata/parkServicesConfig', '车场服务配置', 'Park services', { icon: 'ScheduleOutlined' }),
      p('/basedata/sysManufacturer', '设备厂商', 'Manufacturers', { icon: 'ToolOutlined' }),
      p('/basedata/importantmessagereceiver', '重要消息接收人', 'Important message receivers', {
        icon: 'BellOutlined',
      }),
      p('/basedata/createwiringpark', '有线车场创建', 'Wired park requests', { icon: 'ThunderboltOutlined' }),
      p('/basedata/basedept', '部门', 'Park departments', { icon: 'ApartmentOutlined' }),
    ],
  },
  {
    path: '/road',
    zh: '路侧停车',
    en: 'Roadside parking',
    icon: 'EnvironmentOutlined',
    top: 'business',
    pages: [
      p('/road/company', '路侧公司', 'Roadside companies', { icon: 'BankOutlined' }),
      p('/road/park', '路侧停车场', 'Roadside park list', { icon: 'EnvironmentOutlined' }),
      p('/road/berthsec', '泊位段', 'Berth sections', { icon: 'AppstoreOutlined' }),
      p('/road/parkMap', '车场地图', 'Park map', { icon: 'GlobalOutlined' }),
      p('/road/rdBerth', '路侧泊位', 'Roadside berths', { icon: 'AppstoreOutlined' }),
      p('/road/rdLed', '路侧诱导屏', 'Roadside LED screens', { icon: 'DesktopOutlined' }),
      p('/road/rdsimplefeerule', '路侧收费规则', 'Roadside fee rules', { icon: 'AccountBookOutlined' }),
      p('/road/rdCarMonth', '路侧月租车', 'Roadside monthly cars', { icon: 'CreditCardOutlined' }),
      p('/road/lockDevice', '路侧地锁', 'Roadside locks', { icon: 'LockOutlined' }),
    ],
  },
  {
    path: '/booking',
    zh: '泊位预约',
    en: 'Berth booking',
    icon: 'ScheduleOutlined',
    top: 'business',
    pages: [
      p('/booking/rdBerth', '预约泊位', 'Bookable berths', { icon: 'AppstoreOutlined' }),
      p('/booking/lockDevice', '地锁设备', 'Lock devices', { icon: 'LockOutlined' }),
    ],
  },
  {
    path: '/car',
    zh: '车辆管理',
    en: 'Cars',
    icon: 'CarOutlined',
    top: 'business',
    pages: [
      p('/car/carMonthNew', '月租车管理', 'Monthly cars', { icon: 'CreditCardOutlined' }),
      p('/car/carbatchgrant', '批量授权', 'Batch grants', { icon: 'TeamOutlined' }),
      p('/car/parkcarmodel', '车型管理', 'Car models', { icon: 'CarOutlined' }),
      p('/car/parkcartype', '车辆类型', 'Car types', { icon: 'ProfileOutlined' }),
      p('/car/blacklist', '黑名单', 'Black list', { icon: 'SafetyOutlined' }),
      p('/car/parkfeerule', '收费规则', 'Fee rules', { icon: 'AccountBookOutlined' }),
      p('/car/parksimplefeerule', '简易收费规则', 'Simple fee rules', { icon: 'AccountBookOutlined' }),
      p('/car/parkcarapply', '车辆申请', 'Car applications', { icon: 'AuditOutlined' }),
      p('/car/admincarapply', '车辆审核', 'Application review', { icon: 'AuditOutlined' }),
      p('/car/correctplateno', '车牌纠正', 'Plate corrections', { icon: 'ToolOutlined' }),
      p('/car/ledSetting', '显示屏设置', 'LED settings', { icon: 'DesktopOutlined' }),
      p('/car/managebook', '管理台账', 'Manage book', { icon: 'BookOutlined' }),
    ],
  },
  {
    path: '/derate',
    zh: '优惠减免',
    en: 'Discounts',
    icon: 'GiftOutlined',
    top: 'business',
    pages: [
      p('/derate/parkseller', '商户管理', 'Sellers', { icon: 'ShopOutlined' }),
      p('/derate/parkderaterule', '减免规则', 'Derate rules', { icon: 'GiftOutlined' }),
      p('/derate/merchantdesk', '商户工作台', 'Merchant desk', { icon: 'ShopOutlined' }),
    ],
  },
  {
    path: '/couponcard',
    zh: '优惠券',
    en: 'Coupons',
    icon: 'GiftOutlined',
    top: 'business',
    pages: [
      p('/couponcard/couponRule', '优惠券规则', 'Coupon rules', { icon: 'ProfileOutlined' }),
      p('/couponcard/couponInfo', '优惠券记录', 'Coupons issued', { icon: 'FileTextOutlined' }),
      p('/couponcard/couponStore', '优惠券商户', 'Coupon stores', { icon: 'ShopOutlined' }),
    ],
  },
  {
    path: '/parkfeerecovery',
    zh: '欠费追缴',
    en: 'Arrears recovery',
    icon: 'WalletOutlined',
    top: 'business',
    pages: [
      p('/parkfeerecovery/owe', '欠费管理', 'Arrears', { icon: 'WalletOutlined' }),
      p('/parkfeerecovery/owecheck', '欠费核查', 'Arrears check', { icon: 'AuditOutlined' }),
    ],
  },
  {
    path: '/static',
    zh: '统计报表',
    en: 'Reports',
    icon: 'BarChartOutlined',
    top: 'business',
    pages: [
      p('/static/incar', '在场车辆', 'Cars in park', { icon: 'CarOutlined' }),
      p('/static/inoutRecord', '进出记录', 'Entries and exits', { icon: 'SwapOutlined' }),
      p('/static/myExports', '我的导出', 'My exports', { icon: 'CloudOutlined' }),
      p('/static/onlineorder', '线上订单', 'Online orders', { icon: 'PayCircleOutlined' }),
      p('/static/unConfirmOrder', '未确认订单', 'Unconfirmed orders', { icon: 'FileSearchOutlined' }),
      p('/static/chartPark', '车场统计图', 'Park charts', { icon: 'LineChartOutlined' }),
      p('/static/chartPay', '收费统计图', 'Payment charts', { icon: 'PieChartOutlined' }),
      p('/static/monthlyReport', '月报表', 'Monthly report', { icon: 'BarChartOutlined' }),
      p('/static/monthlyPay', '月租缴费', 'Monthly pass payments', { icon: 'CreditCardOutlined' }),
      p('/static/sellerRecharge', '商户充值', 'Seller recharges', {
        icon: 'WalletOutlined',
        ...exportButton('parkSellerLedger:export'),
      }),
      p('/static/exceptionRelease', '异常放行', 'Exception releases', {
        icon: 'SafetyOutlined',
        ...exportButton('staticExceptionRelease:export'),
      }),
      p('/static/manualRelease', '手动放行', 'Manual releases', {
        icon: 'SwapOutlined',
        ...exportButton('staticManualRelease:export'),
      }),
      p('/static/cardExtension', '月卡延期', 'Card extensions', { icon: 'CreditCardOutlined' }),
      p('/static/changeShift', '交接班记录', 'Shift records', { icon: 'TeamOutlined' }),
      p('/static/rdIncar', '路侧在场车辆', 'Roadside cars in place', { icon: 'EnvironmentOutlined', ...open }),
      p('/static/refundorder', '退款订单', 'Refund orders', { icon: 'AccountBookOutlined', ...open }),
      p('/static/nucleicAcidRecord', '核酸记录', 'Nucleic acid records', { icon: 'FileTextOutlined', ...open }),
      p('/static/dailyreport', '日报表', 'Daily report', { icon: 'BarChartOutlined', ...open }),
      p('/static/sellerBuy', '商户购买记录', 'Seller purchases', { icon: 'ShopOutlined', ...open }),
      p('/static/cardRecharge', '月卡充值', 'Card recharges', { icon: 'CreditCardOutlined' }),
      p('/static/carDerate', '车辆减免', 'Car derates', {
        icon: 'GiftOutlined',
        ...exportButton('staticCarDerate:export'),
      }),
      p('/static/videoCar', '视频车辆', 'Video cars', {
        icon: 'VideoCameraOutlined',
        ...exportButton('gateEvent:export'),
      }),
      p('/static/orderReconciliation', '订单对账', 'Order reconciliation', {
        icon: 'AuditOutlined',
        ...exportButton('staticOrderReconciliation:export'),
      }),
      p('/static/chargeDetail', '收费明细', 'Charge detail', { icon: 'AccountBookOutlined' }),
      p('/static/plateAnalysis', '车牌分析', 'Plate analysis', {
        icon: 'FundOutlined',
        ...exportButton('staticPlateAnlay:export'),
      }),
      p('/static/etcDayCheck', 'ETC日对账', 'ETC day check', { icon: 'FileSearchOutlined' }),
      p('/static/visitorOrder', '访客订单', 'Visitor orders', { icon: 'FileTextOutlined' }),
    ],
  },
  {
    path: '/rdstatic',
    zh: '路侧报表',
    en: 'Roadside reports',
    icon: 'LineChartOutlined',
    top: 'business',
    pages: [
      p('/rdstatic/escape', '逃费记录', 'Escapes', { icon: 'SafetyOutlined' }),
      p('/rdstatic/onlineorder', '路侧线上订单', 'Roadside online orders', { icon: 'PayCircleOutlined' }),
      p('/rdstatic/groupSummary', '分组汇总', 'Group summary', { icon: 'PieChartOutlined' }),
      p('/rdstatic/groupEmployee', '分组员工', 'Group employees', { icon: 'TeamOutlined' }),
      p('/rdstatic/arrearage', '欠费记录', 'Arrears records', { icon: 'WalletOutlined' }),
      p('/rdstatic/berthRate', '泊位利用率', 'Berth usage', { icon: 'LineChartOutlined' }),
      p('/rdstatic/parktime', '停车时长', 'Parking time', { icon: 'ScheduleOutlined' }),
    ],
  },
  {
    path: '/invoice',
    zh: '发票管理',
    en: 'Invoices',
    icon: 'FileTextOutlined',
    top: 'business',
    pages: [
      p('/invoice/apply', '开票申请', 'Invoice applications', { icon: 'FileTextOutlined' }),
      p('/invoice/sellerConfig', '开票配置', 'Invoice settings', { icon: 'SettingOutlined' }),
      p('/invoice/log', '开票日志', 'Invoice log', { icon: 'FileSearchOutlined' }),
    ],
  },
  {
    path: '/door',
    zh: '门禁管理',
    en: 'Door access',
    icon: 'LockOutlined',
    top: 'access',
    pages: [
      p('/door/doorgate', '门禁通道', 'Door gates', { icon: 'SwapOutlined' }),
      p('/door/doorarea', '门禁区域', 'Door areas', { icon: 'AppstoreOutlined' }),
      p('/door/doordevice', '门禁设备', 'Door devices', { icon: 'CameraOutlined' }),
      p('/door/doordevgrant', '设备授权', 'Device grants', { icon: 'SafetyOutlined' }),
      p('/door/dooremployee', '员工管理', 'Employees', { icon: 'TeamOutlined' }),
      p('/door/dooremployeecheck', '员工审核', 'Employee review', { icon: 'AuditOutlined' }),
      p('/door/dooremployeephoto', '人员照片', 'Employee photos', { icon: 'PictureOutlined' }),
      p('/door/basedept', '门禁部门', 'Door departments', { icon: 'ApartmentOutlined' }),
      p('/door/doorevent', '通行记录', 'Door passes', { icon: 'FileSearchOutlined' }),
      p('/door/yjRecord', '识别记录', 'Recognition records', { icon: 'FileSearchOutlined' }),
      p('/door/yujingRecord', '预警记录', 'Alert records', { icon: 'BellOutlined' }),
      p('/door/yjCamera', '预警摄像机', 'Alert cameras', { icon: 'VideoCameraOutlined' }),
      p('/door/yjPlace', '预警场所', 'Alert places', { icon: 'EnvironmentOutlined' }),
      p('/door/yjdaystatistics', '每日统计', 'Daily statistics', { icon: 'BarChartOutlined' }),
      p('/door/yjIdentitydown', '身份下发', 'Identity push', { icon: 'IdcardOutlined' }),
    ],
  },
  {
    path: '/visitor',
    zh: '访客管理',
    en: 'Visitors',
    icon: 'IdcardOutlined',
    top: 'access',
    pages: [
      p('/visitor/carmanage', '访客车辆', 'Visitor cars', { icon: 'CarOutlined' }),
      p('/visitor/carinoutrecord', '访客进出记录', 'Visitor entries and exits', { icon: 'SwapOutlined' }),
      p('/visitor/visitormanage', '访客登记', 'Visitors', { icon: 'IdcardOutlined' }),
      p('/visitor/visitorexamine', '访客审核', 'Visitor review', { icon: 'AuditOutlined' }),
      p('/visitor/touristexamine', '游客审核', 'Tourist review', { icon: 'AuditOutlined' }),
      p('/visitor/visitorqrcode', '访客二维码', 'Visitor QR codes', { icon: 'AppstoreOutlined' }),
      p('/visitor/carorderrecord', '访客订单', 'Visitor orders', { icon: 'PayCircleOutlined' }),
    ],
  },
  {
    path: '/attendance',
    zh: '考勤统计',
    en: 'Attendance',
    icon: 'ScheduleOutlined',
    top: 'access',
    pages: [
      p('/attendance/attendanceSum', '考勤汇总', 'Attendance summary', { icon: 'BarChartOutlined' }),
      p('/attendance/attendanceDetail', '考勤明细', 'Attendance details', { icon: 'ProfileOutlined' }),
    ],
  },
  {
    path: '/attendanceManagement',
    zh: '考勤设置',
    en: 'Attendance settings',
    icon: 'SettingOutlined',
    top: 'access',
    pages: [
      p('/attendanceManagement/group', '考勤组', 'Attendance groups', { icon: 'TeamOutlined' }),
      p('/attendanceManagement/shift', '班次', 'Shifts', { icon: 'ScheduleOutlined' }),
    ],
  },
  {
    path: '/navigation',
    zh: '停车诱导',
    en: 'Parking guidance',
    icon: 'GlobalOutlined',
    top: 'operations',
    pages: [
      p('/navigation/index', '诱导总览', 'Guidance overview', { icon: 'DashboardOutlined', isTab: false }),
      p('/navigation/company', '诱导公司', 'Guidance companies', { icon: 'BankOutlined' }),
      p('/navigation/village', '诱导社区', 'Guidance communities', { icon: 'HomeOutlined' }),
      p('/navigation/park', '诱导车场', 'Guidance parks', { icon: 'CarOutlined' }),
      p('/navigation/building', '楼栋', 'Buildings', { icon: 'BankOutlined' }),
      p('/navigation/deviceType', '诱导设备类型', 'Guidance device types', { icon: 'ProfileOutlined' }),
      p('/navigation/device', '诱导设备', 'Guidance devices', { icon: 'DesktopOutlined' }),
      p('/navigation/devGateway', '网关', 'Gateways', { icon: 'ClusterOutlined' }),
      p('/navigation/parkSpace', '车位', 'Parking spaces', { icon: 'AppstoreOutlined' }),
      p('/navigation/devCommunication', '设备通讯', 'Device communication', { icon: 'ApiOutlined' }),
      p('/navigation/group', '设备分组', 'Device groups', { icon: 'ClusterOutlined' }),
    ],
  },
  {
    path: '/rdoperatingcenter',
    zh: '路侧运营中心',
    en: 'Roadside operating center',
    icon: 'FundOutlined',
    top: 'operations',
    pages: [
      p('/rdoperatingcenter/index', '运营概览', 'Operating overview', { icon: 'DashboardOutlined' }),
      p('/rdoperatingcenter/monitor', '实时监控', 'Live monitor', { icon: 'VideoCameraOutlined', isTab: false }),
    ],
  },
  {
    path: '/rdoperationscenter',
    zh: '路侧运维中心',
    en: 'Roadside maintenance center',
    icon: 'ToolOutlined',
    top: 'operations',
    pages: [
      p('/rdoperationscenter/index', '运维概览', 'Maintenance overview', { icon: 'DashboardOutlined' }),
      p('/rdoperationscenter/workorder', '工单管理', 'Work orders', { icon: 'ProfileOutlined' }),
      p('/rdoperationscenter/warn', '告警处理', 'Warnings to handle', { icon: 'BellOutlined' }),
    ],
  },
  {
    path: '/cloudseat',
    zh: '云坐席',
    en: 'Cloud seats',
    icon: 'CloudOutlined',
    top: 'operations',
    pages: [
      p('/cloudseat/grant', '坐席授权', 'Seat grants', { icon: 'SafetyOutlined' }),
      p('/cloudseat/grantGate', '通道坐席授权', 'Gate seat grants', { icon: 'SwapOutlined' }),
      p('/cloudseat/seatuser', '坐席用户', 'Seat users', { icon: 'UserOutlined' }),
      p('/cloudseat/userSection', '用户路段授权', 'User section grants', { icon: 'ApartmentOutlined' }),
      p('/cloudseat/order', '坐席订单', 'Seat orders', { icon: 'PayCircleOutlined' }),
    ],
  },
  {
    path: '/wire',
    zh: '有线设备',
    en: 'Wired devices',
    icon: 'ThunderboltOutlined',
    top: 'operations',
    pages: [
      p('/wire/device', '有线设备', 'Wired device list', { icon: 'ThunderboltOutlined' }),
      p('/wire/group', '有线设备分组', 'Wired device groups', { icon: 'ClusterOutlined' }),
      p('/wire/upgrade', '设备升级', 'Device upgrades', { icon: 'CloudOutlined' }),
    ],
  },
  {
    path: '/advert',
    zh: '广告管理',
    en: 'Advertising',
    icon: 'NotificationOutlined',
    top: 'operations',
    // the advertising platform is the platform's own contract: companies neither see nor change its adverts
    platformOnly: true,
    pages: [
      p('/advert/adver', '广告列表', 'Adverts', { icon: 'NotificationOutlined' }),
      p('/advert/adverStatic', '广告统计', 'Advert statistics', { icon: 'BarChartOutlined' }),
      p('/advert/adverOrder', '广告订单', 'Advert orders', { icon: 'PayCircleOutlined' }),
    ],
  },
  {
    path: '/fundmanage',
    zh: '资金管理',
    en: 'Funds',
    icon: 'WalletOutlined',
    top: 'operations',
    pages: [
      p('/fundmanage/account', '资金账户', 'Accounts', { icon: 'WalletOutlined' }),
      p('/fundmanage/withdraw', '提现记录', 'Withdrawals', { icon: 'AccountBookOutlined' }),
      p('/fundmanage/settlement', '结算记录', 'Settlements', { icon: 'FileTextOutlined' }),
    ],
  },
  {
    path: '/weixin',
    zh: '微信管理',
    en: 'WeChat',
    icon: 'WechatOutlined',
    top: 'channels',
    pages: [
      p('/weixin/config', '公众号配置', 'Official account', { icon: 'SettingOutlined' }),
      p('/weixin/common', '通用配置', 'General settings', { icon: 'SettingOutlined' }),
      p('/weixin/keyword', '关键词回复', 'Keyword replies', { icon: 'MessageOutlined' }),
      p('/weixin/menu', '公众号菜单', 'Account menu', { icon: 'MenuOutlined' }),
      p('/weixin/submerchant', '微信子商户', 'WeChat sub-merchants', { icon: 'ShopOutlined' }),
      p('/weixin/userlist', '微信用户', 'WeChat users', { icon: 'UserOutlined' }),
    ],
  },
  {
    path: '/alipay',
    zh: '支付宝管理',
    en: 'Alipay',
    icon: 'AlipayCircleOutlined',
    top: 'channels',
    pages: [
      p('/alipay/config', '支付宝配置', 'Alipay settings', { icon: 'SettingOutlined' }),
      p('/alipay/submerchant', '支付宝子商户', 'Alipay sub-merchants', { icon: 'ShopOutlined' }),
    ],
  },
  {
    path: '/sms',
    zh: '短信管理',
    en: 'SMS',
    icon: 'MessageOutlined',
    top: 'channels',
    pages: [
      p('/sms/platkey', '短信平台密钥', 'SMS platform keys', { icon: 'LockOutlined' }),
      p('/sms/strategy', '短信策略', 'SMS strategies', { icon: 'ProfileOutlined' }),
      p('/sms/plan', '短信计划', 'SMS plans', { icon: 'ScheduleOutlined' }),
      p('/sms/record', '发送记录', 'Sent messages', { icon: 'FileTextOutlined' }),
    ],
  },
  {
    path: '/system',
    zh: '系统管理',
    en: 'System',
    icon: 'SettingOutlined',
    top: 'system',
    pages: [
      p('/system/user', '用户', 'Users', { icon: 'UserOutlined' }),
      p('/system/sysRole', '角色', 'Roles', { icon: 'TeamOutlined' }),
      p('/system/adminMenu', '菜单', 'Menus', { icon: 'MenuOutlined', platformOnly: true }),
      p('/system/topMenu', '顶部菜单', 'Top menus', { icon: 'AppstoreOutlined', platformOnly: true }),
      p('/system/dict', '字典', 'Dictionaries', { icon: 'BookOutlined', platformOnly: true }),
      p('/system/client', '应用客户端', 'Clients', { icon: 'ApiOutlined', platformOnly: true }),
      p('/system/dept', '机构', 'Departments', { icon: 'ApartmentOutlined' }),
      p('/system/tenant', '租户', 'Tenants', { icon: 'ClusterOutlined', platformOnly: true }),
      p('/system/param', '系统参数', 'Parameters', { icon: 'ToolOutlined', platformOnly: true }),
      p('/system/customconfig', '个性化配置', 'Branding', { icon: 'DesktopOutlined', platformOnly: true }),
      p('/system/privacyAgreement', '隐私协议', 'Agreements', { icon: 'SafetyOutlined', platformOnly: true }),
      p('/system/template', '系统模板', 'Templates', { icon: 'FileTextOutlined', platformOnly: true }),
      p('/system/printTemplate', '打印模板', 'Print templates', { icon: 'FileTextOutlined' }),
      p('/system/thirdparty', '第三方平台', 'Third parties', { icon: 'LinkOutlined' }),
      p('/system/ossPage', '对象存储', 'Object storage', { icon: 'CloudOutlined', platformOnly: true }),
      p('/system/handheldUpgrade', '手持机升级', 'Handheld upgrades', { icon: 'CloudOutlined' }),
      p('/system/imei', '手持机串号', 'Handheld IMEIs', { icon: 'IdcardOutlined' }),
      p('/system/romoteLog', '远程日志', 'Remote logs', { icon: 'FileSearchOutlined', ...open }),
      p('/system/sysBigParkReport', '大屏报表', 'Big-screen reports', { icon: 'DesktopOutlined', ...open }),
      p('/system/versionManagement', '版本管理', 'Versions', { icon: 'ProfileOutlined', ...open }),
      p('/system/analysisCamera', '相机分析', 'Camera analysis', { icon: 'VideoCameraOutlined', ...open }),
      p('/system/noWireDeviceInfo', '无线设备', 'No-wire devices', { icon: 'ThunderboltOutlined', ...open }),
    ],
  },
  {
    path: '/sysjob',
    zh: '定时任务',
    en: 'Scheduled jobs',
    icon: 'ScheduleOutlined',
    top: 'system',
    platformOnly: true,
    pages: [
      p('/sysjob/job', '任务管理', 'Jobs', { icon: 'ScheduleOutlined' }),
      p('/sysjob/joblog', '任务日志', 'Job log', { icon: 'ProfileOutlined' }),
    ],
  },
  {
    path: '/operatelog',
    zh: '日志管理',
    en: 'Logs',
    icon: 'FileSearchOutlined',
    top: 'system',
    pages: [
      p('/operatelog/operatelog', '操作日志', 'Operation log', { icon: 'FileSearchOutlined' }),
      p('/operatelog/warninglog', '告警日志', 'Warning log', { icon: 'BellOutlined' }),
      p('/operatelog/usual', '通用日志', 'Server log', { icon: 'FileTextOutlined', platformOnly: true }),
      p('/operatelog/api', '接口日志', 'API log', { icon: 'ApiOutlined', platformOnly: true }),
      p('/operatelog/error', '错误日志', 'Error log', { icon: 'FileSearchOutlined', platformOnly: true }),
    ],
  },
  {
    path: '/tool',
    zh: '开发工具',
    en: 'Developer tools',
    icon: 'ToolOutlined',
    top: 'system',
    platformOnly: true,
    pages: [
      p('/tool/code', '代码生成', 'Code tool', { icon: 'ProfileOutlined' }),
      p('/tool/datasource', '数据源', 'Data sources', { icon: 'DatabaseOutlined' }),
      p('/tool/apidocs', '接口文档', 'API docs', { icon: 'ApiOutlined', external: '/api/docs' }),
      p('/tool/openapi', '接口定义下载', 'OpenAPI document', {
        icon: 'LinkOutlined',
        external: '/api/docs/json',
        query: 'target=_blank',
      }),
    ],
  },
  {
    path: '/test',
    zh: '调试',
    en: 'Testing',
    icon: 'ThunderboltOutlined',
    top: 'system',
    platformOnly: true,
    pages: [p('/test/testMqtt', 'MQTT 调试', 'MQTT test', { icon: 'ApiOutlined', ...open })],
  },
  {
    path: '/user',
    zh: '个人中心',
    en: 'My account',
    icon: 'UserOutlined',
    top: 'system',
    pages: [
      p('/user/updatepassword', '修改密码', 'Change password', { icon: 'LockOutlined' }),
      p('/user/switchcompany', '切换公司', 'Switch company', { icon: 'SwapOutlined' }),
    ],
  },
];
