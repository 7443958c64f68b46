import { defineResource } from '../define-resource';
import { int, l, text } from '../fields/field-builders';

/**
 * A share group (berth group): the passes in it are renewed together and share its stalls, so no more
 * of its cars than its stall count park at once.
 */
export const passGroupResource = defineResource({
  module: 'parkCarBitGroup',
  table: 'month_pass_group',
  section: 'monthly-cars',
  label: l('车位组', 'Share group'),
  scope: 'park',
  idParam: 'groupId',
  permissionPrefix: 'parkMonth',
  titleField: 'groupName',
  fields: {
    groupName: text(l('车位组名称', 'Group name'), { max: 60, required: true, search: 'contains' }),
    stallCount: int(l('共享车位数', 'Shared stalls'), { min: 1, max: 10000, default: 1, required: true }),
    remark: text(l('备注', 'Remark'), { max: 200, list: false }),
  },
});
