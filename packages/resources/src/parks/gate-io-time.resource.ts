import { defineResource } from '../define-resource';
import { gateIoRuleType } from '../dictionaries';
import { dict, json, l, ref } from '../fields/field-builders';

/** A daily window of passage, HH:mm to HH:mm, on some weekdays (1 Monday … 7 Sunday) or every day. */
export type GatePeriod = { startTime: string; endTime: string; weekdays?: number[] };

/**
 * When one car type may pass one gate, for entry or exit: a list of daily periods
 * ({ startTime, endTime, weekdays }). Without a rule the car type passes at any time. Read and
 * written with baseParkGate/geteIoTime and saveGeteIoTime only.
 */
export const gateIoTimeResource = defineResource({
  module: 'gateIoTime',
  table: 'gate_io_time',
  section: 'parks',
  label: l('通道通行时段', 'Gate passage hours'),
  scope: 'park',
  idParam: 'id',
  titleField: 'ruleType',
  fields: {
    gateId: ref(l('通道', 'Gate'), { to: 'baseParkGate', required: true }),
    carTypeId: ref(l('车辆类型', 'Car type'), { to: 'parkCarType', required: true }),
    ruleType: dict(l('规则类型', 'Rule type'), { dict: gateIoRuleType, required: true }),
    periods: json<GatePeriod[]>(l('通行时段', 'Periods')),
  },
  routes: { list: [], detail: [], submit: [], remove: false, export: [] },
});
