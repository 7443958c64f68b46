import type { Lang } from '@parking/resources';
import { App, Button, Col, Form, Row, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { type Option, type RuleRow, type RuleSet, saveRule } from './fee-rule-api';
import type { ruleBody } from './fee-rule-form';
import { feeText } from './fee-text';
import { ruleTitle } from './rule-text';

type Body = ReturnType<typeof ruleBody>;

/** The rule without the ids of its periods and steps: saved as a new rule, its rows are new too. */
const withoutIds = (rule: Body): Body => ({
  ...rule,
  periods: rule.periods.map(({ id: _, ...p }) => ({
    ...p,
    steps: p.steps.map(({ id: _s, ...s }) => s),
  })),
});

/**
 * Saves the edited rule in one call (the rule, its periods and steps together): over the rule loaded from
 * the list (the same rule, changed), or as a new rule of the chosen set. The area and car type it prices
 * are chosen here. `key` the panel by the loaded rule so its choices start from it.
 */
export function FeeRuleSavePanel({
  lang,
  set,
  rule,
  areas,
  carTypes,
  can,
  ruleOf,
  onSaved,
  onDiscard,
}: {
  lang: Lang;
  set: RuleSet | null;
  rule: RuleRow | null;
  areas: Option[];
  carTypes: Option[];
  can: (code: string) => boolean;
  ruleOf: () => Promise<Body | null>;
  onSaved: (rule: RuleRow) => void;
  onDiscard: () => void;
}) {
  const w = feeText(lang);
  const { message } = App.useApp();
  const [areaId, setAreaId] = useState<number | undefined>(rule?.areaId ?? undefined);
  const [carTypeId, setCarTypeId] = useState<number | undefined>(rule?.carTypeId ?? undefined);
  const [busy, setBusy] = useState(false);

  const save = async (asNew: boolean) => {
    const edited = await ruleOf();
    if (!edited || !set) return;
    setBusy(true);
    try {
      const saved = await saveRule({
        ...(asNew ? withoutIds(edited) : edited),
        parkId: set.parkId,
        feeRuleId: set.id,
        areaId: areaId ?? null,
        carTypeId: carTypeId ?? null,
        ...(rule && !asNew ? { parkAreaFeeRuleID: rule.id } : {}),
      });
      message.success(w('saved'));
      onSaved(saved);
    } catch {
      // the client has shown why
    } finally {
      setBusy(false);
    }
  };

  const updating = rule != null;
  const canSave = set != null && can(updating ? 'parkFeeRule:edit' : 'parkFeeRule:add');
  const heading = !set
    ? w('noSetChosen')
    : rule
      ? w('editingRule', {
          set: set.ruleName,
          rule: ruleTitle(rule, { areas, carTypes, everyArea: w('everyArea'), everyCarType: w('everyCarType') }, lang),
        })
      : w('newRuleIn', { set: set.ruleName });

  return (
    <div className="fee-rule-save">
      <Typography.Text strong className="fee-rule-target">
        {heading}
      </Typography.Text>
      <Row gutter={12} align="bottom" style={{ marginTop: 8 }}>
        <Col xs={12} md={6}>
          <Form.Item label={w('area')} htmlFor="fee-save-area" layout="vertical" style={{ marginBottom: 0 }}>
            <Select
              id="fee-save-area"
              placeholder={w('everyArea')}
              style={{ width: '100%' }}
              allowClear
              value={areaId}
              onChange={setAreaId}
              options={areas}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label={w('carType')} htmlFor="fee-save-car-type" layout="vertical" style={{ marginBottom: 0 }}>
            <Select
              id="fee-save-car-type"
              placeholder={w('everyCarType')}
              style={{ width: '100%' }}
              allowClear
              value={carTypeId}
              onChange={setCarTypeId}
              options={carTypes}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Space wrap>
            {canSave && (
              <Button type="primary" loading={busy} onClick={() => save(false)}>
                {w('save')}
              </Button>
            )}
            {updating && set && can('parkFeeRule:add') && (
              <Button loading={busy} onClick={() => save(true)}>
                {w('saveAsNew')}
              </Button>
            )}
            {updating && <Button onClick={onDiscard}>{w('reset')}</Button>}
          </Space>
        </Col>
      </Row>
    </div>
  );
}
