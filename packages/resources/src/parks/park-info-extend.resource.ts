import { defineResource } from '../define-resource';
import { decimal, int, l, text } from '../fields/field-builders';

/**
 * What drivers read about a park beyond its record: hours, contact, height limit, chargers. One per
 * park, read and written by park (baseParkinfoExtend/detail?parkId and submit).
 */
export const parkInfoExtendResource = defineResource({
  module: 'baseParkinfoExtend',
  table: 'park_info_extend',
  section: 'parks',
  label: l('停车场扩展信息', 'Park details'),
  scope: 'park',
  idParam: 'parkId',
  titleField: 'businessHours',
  upsertBy: ['parkId'],
  fields: {
    businessHours: text(l('营业时间', 'Opening hours'), { max: 100 }),
    contactPhone: text(l('联系电话', 'Contact phone'), { max: 40 }),
    heightLimit: decimal(l('限高(米)', 'Height limit (m)'), { scale: 2, min: 0, max: 10 }),
    chargingPiles: int(l('充电桩数量', 'Chargers'), { min: 0, max: 10000, default: 0 }),
    feeDescription: text(l('收费说明', 'Fees'), { max: 500 }),
    introduction: text(l('停车场介绍', 'Introduction'), { max: 2000 }),
    trafficGuide: text(l('交通指引', 'Directions'), { max: 500 }),
  },
  routes: { list: [], detail: [], submit: [], remove: false, export: [] },
});
