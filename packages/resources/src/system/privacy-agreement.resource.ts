import { defineResource } from '../define-resource';
import { agreementTag, enabledState } from '../dictionaries';
import { dict, l, text } from '../fields/field-builders';

/** Agreements shown to drivers and users; the newest enabled one of each type is the one in force. */
export const privacyAgreementResource = defineResource({
  module: 'sysPrivacyAgreement',
  table: 'sys_privacy_agreement',
  section: 'system',
  label: l('隐私协议', 'Agreement'),
  scope: 'platform',
  idParam: 'id',
  titleField: 'title',
  fields: {
    title: text(l('标题', 'Title'), { max: 100, required: true, search: 'contains' }),
    tagType: dict(l('协议类型', 'Agreement type'), { dict: agreementTag, required: true, search: 'eq' }),
    version: text(l('版本', 'Version'), { max: 20 }),
    content: text(l('内容', 'Content'), { max: 5800, list: false }),
    url: text(l('全文地址', 'Full text address'), { max: 300, list: false }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
  },
  menu: { path: '/system/privacyAgreement', group: '/system', icon: 'SafetyOutlined', sort: 21 },
});
