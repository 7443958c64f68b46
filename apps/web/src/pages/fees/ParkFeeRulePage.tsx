import type { Lang } from '@parking/resources';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Form, Select, Space, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../shell/shell-queries';
import { FeeRuleEditor } from './FeeRuleEditor';
import { FeeRuleSavePanel } from './FeeRuleSavePanel';
import { FeeTryPanel } from './FeeTryPanel';
import { fetchRuleSets, optionsOf, type RuleRow, type RuleSet } from './fee-rule-api';
import { type RuleValues, ruleBody, valuesOfRule } from './fee-rule-form';
import { feeText } from './fee-text';
import { RuleSetCard } from './RuleSetCard';
import { RuleSetDialog } from './RuleSetDialog';
import { WhatIfPanel } from './WhatIfPanel';

/**
 * The fee-rule page of a park: its rule sets with their rules in words, each set switched on or off and
 * its holidays picked on a calendar; a rule loaded into the editor is saved over itself, a new one into
 * the chosen set; a stay is tried on the rule as saved or as edited.
 */
export default function ParkFeeRulePage() {
  const { i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const w = feeText(lang);
  const { can } = usePermissions();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<RuleValues>();
  const editorRef = useRef<HTMLDivElement>(null);
  const [parkId, setParkId] = useState<number>();
  const [setId, setSetId] = useState<number | null>(null);
  const [loaded, setLoaded] = useState<RuleRow | null>(null);
  const [dialog, setDialog] = useState<{ editing: RuleSet | null } | null>(null);

  const parks = useQuery({
    queryKey: ['feeRuleParks'],
    queryFn: () => optionsOf('basePark/list', {}, 'parkName'),
    staleTime: 60_000,
  });
  const sets = useQuery({
    queryKey: ['feeRuleSets', parkId],
    queryFn: () => fetchRuleSets(parkId as number),
    enabled: parkId != null,
  });
  const areas = useQuery({
    queryKey: ['feeRuleAreas', parkId],
    queryFn: () => optionsOf('baseParkArea/list', { parkId: parkId as number }, 'areaName'),
    enabled: parkId != null,
  });
  const carTypes = useQuery({
    queryKey: ['feeRuleCarTypes', parkId],
    queryFn: () => optionsOf('parkCarType/list', { parkId: parkId as number }, 'carTypeName'),
    enabled: parkId != null,
  });

  // a park operator has one park: it is chosen for them
  useEffect(() => {
    if (parkId == null && parks.data?.length === 1) setParkId(parks.data[0]?.value);
  }, [parks.data, parkId]);
  // new rules go into the set in use (else the newest) until the user picks another
  useEffect(() => {
    const list = sets.data ?? [];
    if (list.some((s) => s.id === setId)) return;
    setSetId((list.find((s) => s.inUse) ?? list[0])?.id ?? null);
  }, [sets.data, setId]);

  const target = sets.data?.find((s) => s.id === setId) ?? null;
  const reload = () => queryClient.invalidateQueries({ queryKey: ['feeRuleSets', parkId] });

  const edit = (rule: RuleRow | null) => {
    setLoaded(rule);
    form.resetFields();
    if (rule) form.setFieldsValue(valuesOfRule(rule));
    editorRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const pickPark = (id: number) => {
    setParkId(id);
    setSetId(null);
    edit(null);
  };
  const areaRule = async () => {
    try {
      await form.validateFields();
      return ruleBody(form.getFieldsValue(true) as RuleValues);
    } catch {
      return null;
    }
  };

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} className="fee-rule-page">
      <Card size="small">
        <Space wrap align="center">
          <label htmlFor="fee-rule-park">{w('park')}</label>
          <Select
            id="fee-rule-park"
            showSearch
            optionFilterProp="label"
            style={{ width: 280 }}
            placeholder={w('pickPark')}
            loading={parks.isLoading}
            value={parkId}
            onChange={pickPark}
            options={parks.data ?? []}
          />
          {parkId != null && can('parkFeeRule:add') && (
            <Button onClick={() => setDialog({ editing: null })}>{w('addSet')}</Button>
          )}
          <Typography.Text type="secondary">{w('enabledHint')}</Typography.Text>
        </Space>
      </Card>
      {parkId == null ? (
        <Empty description={w('pickPark')} />
      ) : sets.isLoading ? (
        <Spin />
      ) : !sets.data?.length ? (
        <Empty description={w('noSets')} />
      ) : (
        sets.data.map((set) => (
          <RuleSetCard
            key={set.id}
            lang={lang}
            set={set}
            areas={areas.data ?? []}
            carTypes={carTypes.data ?? []}
            loadedRuleId={loaded?.id ?? null}
            actions={{
              can,
              onLoadRule: (s, rule) => {
                setSetId(s.id);
                edit(rule);
              },
              onNewRule: (s) => {
                setSetId(s.id);
                edit(null);
              },
              onEditSet: (s) => setDialog({ editing: s }),
              onChanged: async () => {
                const { data } = await sets.refetch();
                // a removed rule leaves the editor as a new rule
                if (loaded && !data?.some((s) => s.rules.some((r) => r.id === loaded.id))) edit(null);
              },
            }}
          />
        ))
      )}
      <div ref={editorRef}>
        <Card title={w('ruleTitle')} className="fee-rule-editor" size="small">
          <FeeRuleSavePanel
            key={`${setId}-${loaded?.id ?? 'new'}`}
            lang={lang}
            set={target}
            rule={loaded}
            areas={areas.data ?? []}
            carTypes={carTypes.data ?? []}
            can={can}
            ruleOf={areaRule}
            onSaved={(rule) => {
              setSetId(rule.feeRuleId);
              edit(rule);
              void reload();
            }}
            onDiscard={() => edit(loaded)}
          />
          <div style={{ marginTop: 16 }}>
            <FeeRuleEditor form={form} lang={lang} />
          </div>
        </Card>
      </div>
      <FeeTryPanel
        lang={lang}
        path="parkAreaFeeRuleEX/testFzFee"
        ruleOf={areaRule}
        savedRuleId={loaded?.id ?? null}
        feeRuleId={setId}
      />
      <WhatIfPanel lang={lang} parkId={parkId} feeRuleId={setId} loaded={loaded} ruleOf={areaRule} />
      {parkId != null && (
        <RuleSetDialog
          lang={lang}
          parkId={parkId}
          open={dialog != null}
          editing={dialog?.editing ?? null}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            void reload();
          }}
        />
      )}
    </Space>
  );
}
