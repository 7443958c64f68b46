import type { Lang } from '@parking/resources';
import { App, Button, Card, Col, Form, Row, Select } from 'antd';
import { useEffect, useState } from 'react';
import { get, type Page, post, updown } from '../../api/client';
import type { ruleBody } from './fee-rule-form';
import { feeText } from './fee-text';

type Option = { label: string; value: number };
type RuleSet = { id: number; ruleName: string; parkId: number };
type Created = { id: number };
type Body = ReturnType<typeof ruleBody>;

const options = async (path: string, query: Record<string, string | number>, label: string) =>
  (
    await get<Page<Record<string, unknown> & { id: number }>>(updown(path), { size: 500, ...query }, { silent: true })
  ).data.map((r) => ({ label: String(r[label]), value: r.id }));

/**
 * Saves the edited rule into a park's fee rule: the area rule, then its periods and their steps, one call
 * each as the contract has them; when a later call is refused, the rows already added are removed again.
 */
export function FeeRuleSavePanel({ lang, ruleOf }: { lang: Lang; ruleOf: () => Promise<Body | null> }) {
  const w = feeText(lang);
  const { message } = App.useApp();
  const [sets, setSets] = useState<RuleSet[]>([]);
  const [setId, setSetId] = useState<number>();
  const [areas, setAreas] = useState<Option[]>([]);
  const [carTypes, setCarTypes] = useState<Option[]>([]);
  const [areaId, setAreaId] = useState<number>();
  const [carTypeId, setCarTypeId] = useState<number>();
  const [busy, setBusy] = useState(false);
  const parkId = sets.find((s) => s.id === setId)?.parkId;

  useEffect(() => {
    get<Page<RuleSet>>(updown('parkFeeRule/list'), { size: 500 }, { silent: true })
      .then((p) => setSets(p.data))
      .catch(() => setSets([]));
  }, []);
  useEffect(() => {
    setAreaId(undefined);
    setCarTypeId(undefined);
    if (!parkId) return;
    options('baseParkArea/list', { parkId }, 'areaName').then(setAreas, () => setAreas([]));
    options('parkCarType/list', { parkId }, 'carTypeName').then(setCarTypes, () => setCarTypes([]));
  }, [parkId]);

  const save = async () => {
    const rule = await ruleOf();
    if (!rule || !setId || !parkId) return;
    setBusy(true);
    let created: number | undefined;
    try {
      const { periods, ...fields } = rule;
      created = (
        await post<Created>(updown('parkAreaFeeRuleEX/submit'), {
          ...fields,
          parkId,
          feeRuleId: setId,
          areaId: areaId ?? null,
          carTypeId: carTypeId ?? null,
        })
      ).id;
      for (const [i, { steps, ...p }] of periods.entries()) {
        const period = await post<Created>(updown('parkFeeRuleEXTimePeriod/submit'), {
          ...p,
          parkId,
          areaFeeRuleId: created,
          sort: i + 1,
        });
        for (const s of steps) {
          await post(updown('parkFeeRuleEXSubTimePeriod/submit'), { ...s, parkId, periodId: period.id });
        }
      }
      message.success(w('saved'));
    } catch {
      if (created)
        await post(updown('parkAreaFeeRuleEX/remove'), undefined, {
          query: { ids: String(created) },
          silent: true,
        }).catch(() => undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card size="small" title={w('saveTitle')}>
      <Row gutter={12} align="bottom">
        <Col xs={24} md={7}>
          <Form.Item label={w('ruleSet')} htmlFor="fee-save-set" layout="vertical">
            <Select
              id="fee-save-set"
              style={{ width: '100%' }}
              value={setId}
              onChange={setSetId}
              options={sets.map((s) => ({ label: s.ruleName, value: s.id }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label={w('area')} htmlFor="fee-save-area" layout="vertical">
            <Select
              id="fee-save-area"
              style={{ width: '100%' }}
              allowClear
              value={areaId}
              onChange={setAreaId}
              options={areas}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label={w('carType')} htmlFor="fee-save-car-type" layout="vertical">
            <Select
              id="fee-save-car-type"
              style={{ width: '100%' }}
              allowClear
              value={carTypeId}
              onChange={setCarTypeId}
              options={carTypes}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={4} style={{ paddingBottom: 24 }}>
          <Button disabled={!setId} loading={busy} onClick={save}>
            {w('save')}
          </Button>
        </Col>
      </Row>
    </Card>
  );
}
