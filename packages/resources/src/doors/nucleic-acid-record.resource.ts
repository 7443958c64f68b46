import { defineResource } from '../define-resource';
import { datetime, dict, l, phone, plate, ref, text } from '../fields/field-builders';
import { nucleicResult } from './health-check.dict';

/**
 * A nucleic acid test a visitor showed at a park, kept with the visitors' passes: who (a visit, or a name),
 * their phone and plate, when and where the test was taken and its result.
 */
export const nucleicAcidRecordResource = defineResource({
  module: 'plat/nucleicAcidRecord',
  table: 'nucleic_acid_record',
  section: 'third-party',
  label: l('核酸检测记录', 'Nucleic acid test'),
  scope: 'park',
  idParam: 'id',
  titleField: 'personName',
  fields: {
    visitorId: ref(l('访客登记', 'Visit'), { to: 'plat/visitorInfo', search: 'eq', column: { hidden: true } }),
    personName: text(l('姓名', 'Name'), {
      max: 40,
      search: 'contains',
      sortable: true,
      help: l('选择了访客登记时可留空，取访客姓名', 'May be left empty when a visit is chosen: the visitor’s name'),
    }),
    phone: phone(l('手机号', 'Phone'), { search: 'contains' }),
    plateNumber: plate(l('车牌号', 'Plate'), { search: 'contains' }),
    testTime: datetime(l('检测时间', 'Tested at'), { required: true, search: 'range', sortable: true }),
    result: dict(l('检测结果', 'Result'), { dict: nucleicResult, required: true, default: 0, search: 'eq' }),
    testPlace: text(l('检测地点', 'Place of the test'), { max: 100, search: 'contains' }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: '-testTime',
  indexes: [['parkId', 'testTime'], ['testTime']],
  menu: { path: '/static/nucleicAcidRecord', group: '/static', icon: 'FileTextOutlined', sort: 30 },
});
