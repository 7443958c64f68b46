import { defineResource } from '../define-resource';
import { enabledState } from '../dictionaries';
import { date, dict, int, l, text } from '../fields/field-builders';

/** An advert a park shows on its screens and payment page between two dates. */
export const garageAdResource = defineResource({
  module: 'garagead',
  table: 'garage_ad',
  section: 'parks',
  label: l('车库广告', 'Park advert'),
  scope: 'park',
  idParam: 'id',
  titleField: 'title',
  fields: {
    title: text(l('标题', 'Title'), { max: 100, required: true, search: 'contains' }),
    imageUrl: text(l('图片地址', 'Image address'), { max: 500, list: false }),
    linkUrl: text(l('链接地址', 'Link address'), { max: 500, list: false }),
    startDate: date(l('开始日期', 'Start date'), { sortable: true }),
    endDate: date(l('结束日期', 'End date'), { sortable: true }),
    sort: int(l('排序', 'Order'), { min: 0, max: 9999, default: 0, list: false }),
    state: dict(l('状态', 'State'), { dict: enabledState, default: 1, search: 'eq' }),
  },
  routes: { export: [] },
  menu: { path: '/basedata/garagead', group: '/basedata', icon: 'PictureOutlined', sort: 20 },
});
