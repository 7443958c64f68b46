import { defineResource } from '../define-resource';
import { bool, datetime, dict, int, l, ref, text } from '../fields/field-builders';
import { yjAlarmKind } from './door.dict';

/**
 * One recognition by an early-warning camera: who was seen where and when, how sure, and whether it raised an
 * alert (`Yjlist` lists the alerts only). The day and month statistics are counted from these.
 */
export const yjRecordResource = defineResource({
  module: 'door/yjRecord',
  table: 'yj_record',
  section: 'doors',
  label: l('识别记录', 'Recognition record'),
  scope: 'park',
  idParam: 'id',
  titleField: 'personName',
  fields: {
    recordTime: datetime(l('识别时间', 'Seen at'), { required: true, search: 'range', sortable: true }),
    cameraId: ref(l('预警摄像机', 'Camera'), { to: 'door/yjCamera', required: true, search: 'eq' }),
    placeId: ref(l('预警场所', 'Place'), { to: 'door/yjPlace', search: 'eq' }),
    yjEmployeeId: ref(l('预警人员', 'Watched person'), { to: 'door/yjEmployee', search: 'eq' }),
    personName: text(l('姓名', 'Name'), { max: 40, search: 'contains' }),
    similarity: int(l('相似度(%)', 'Similarity (%)'), { min: 0, max: 100 }),
    alarm: bool(l('是否预警', 'Alert'), { default: false, search: 'eq' }),
    alarmKind: dict(l('预警类型', 'Alert'), { dict: yjAlarmKind, default: 0, search: 'eq' }),
    imageUrl: text(l('图片地址', 'Picture address'), { max: 300, list: false }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
  defaultSort: '-recordTime',
  indexes: [['parkId', 'recordTime']],
  routes: { list: ['list', { path: 'Yjlist', fixed: { alarm: true } }] },
  menu: { path: '/door/yjRecord', group: '/door', icon: 'FileSearchOutlined', sort: 10 },
});
