import type { Label } from '@parking/resources';
import { currentLang } from '../../i18n';

/** The invoice pages' own words, in both languages. */
const words = {
  retry: ['重新开票', 'Issue again'],
  retryConfirm: ['重新开具申请 {applyNo} 的发票？', 'Issue the invoice of application {applyNo} again?'],
  cancel: ['取消申请', 'Cancel'],
  cancelConfirm: ['取消开票申请 {applyNo}？', 'Cancel application {applyNo}?'],
  red: ['红冲', 'Red invoice'],
  redConfirm: [
    '红冲发票 {invoiceNo}？红冲后该订单可以重新开票',
    'Reverse invoice {invoiceNo}? The order may then be invoiced again',
  ],
  redReason: ['红冲原因', 'Reason'],
  email: ['发送邮件', 'Send e-mail'],
  emailConfirm: ['把发票 {invoiceNo} 发送到 {email}？', 'Send invoice {invoiceNo} to {email}?'],
  emailQueued: ['已交给发件箱，邮件状态见该行', 'Handed to the outbox; its row shows the e-mail state'],
  pdf: ['下载PDF', 'Download PDF'],
  issue: ['开具发票', 'Issue invoice'],
  issueTitle: ['为已支付订单开具电子发票', 'Issue the e-invoice of a paid order'],
  orderNo: ['订单号', 'Order number'],
  orderNoRequired: ['请填写已支付订单的订单号', 'Give the number of a paid order'],
  buyerType: ['抬头类型', 'Buyer type'],
  buyerName: ['发票抬头', 'Buyer'],
  buyerNameRequired: ['请填写发票抬头', 'Give the buyer'],
  buyerTaxNo: ['购方税号', 'Buyer taxpayer number'],
  taxNoRule: [
    '单位抬头需填写 15 到 20 位数字或大写字母的税号',
    'A company needs its taxpayer number: 15 to 20 digits or capital letters',
  ],
  emailField: ['接收邮箱', 'E-mail'],
  emailRule: ['请填写正确的邮箱', 'Give a valid e-mail address'],
  issued: ['已开票：发票号码 {invoiceNo}', 'Issued: invoice {invoiceNo}'],
  failed: ['开票失败：{why}，可在列表中重新开票', 'Not issued: {why}; issue it again from its row'],
  renewal: ['续期', 'Renew'],
  renewalTitle: ['续期开票服务：{name}', 'Renew the invoicing service of {name}'],
  renewBy: ['续期方式', 'Renew by'],
  byYears: ['按年', 'Years'],
  byDate: ['指定截止日期', 'New end date'],
  years: ['续期年数', 'Years'],
  newEndDate: ['新截止日期', 'New end date'],
  currentEnd: ['当前截止：{date}', 'Ends now: {date}'],
  renewed: ['已续期至 {date}', 'Renewed to {date}'],
  interface: ['提交接口资料', 'Interface data'],
  interfaceTitle: ['提交接口资料：{name}', 'Interface data of {name}'],
  appId: ['接口 AppID', 'Interface app id'],
  appIdRule: ['4 到 64 位字母、数字、下划线或短横线', '4 to 64 letters, digits, _ or -'],
  appSecret: ['接口密钥', 'Interface key'],
  appSecretHint: ['留空则保留已存的密钥', 'Leave empty to keep the stored key'],
  submitted: ['接口资料已提交', 'Interface data sent'],
} as const satisfies Record<string, readonly [string, string]>;

type Word = keyof typeof words;

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));

/** A word of the invoice pages in the console's language, with `{name}` filled from `vars`. */
export const iv = (key: Word, vars: Record<string, string | number> = {}): string =>
  fill(words[key][currentLang() === 'en' ? 1 : 0], vars);

/** A word in both languages, with `{name}` filled from `vars`. */
export const ivLabel = (key: Word, vars: Record<string, string | number> = {}): Label => ({
  zh: fill(words[key][0], vars),
  en: fill(words[key][1], vars),
});
