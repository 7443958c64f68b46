import { feeMode, type Lang } from '@parking/resources';
import { App, Button, Card, Popconfirm, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { dictLabel } from '../../crud/display';
import {
  disabled,
  enabled,
  type Option,
  type RuleRow,
  type RuleSet,
  removeRule,
  removeRuleSet,
  saveRuleSet,
} from './fee-rule-api';
import { feeText } from './fee-text';
import { capLines, nameOf, priceLines } from './rule-text';

export type SetActions = {
  /** The user's button codes. */
  can: (code: string) => boolean;
  onLoadRule: (set: RuleSet, rule: RuleRow) => void;
  onNewRule: (set: RuleSet) => void;
  onEditSet: (set: RuleSet) => void;
  /** After a write: the sets are read again. */
  onChanged: () => Promise<void> | void;
};

/** Shown holidays: the first few days, then how many more. */
function daysText(days: string | null, w: ReturnType<typeof feeText>) {
  const list = (days ?? '').split(',').filter(Boolean);
  if (!list.length) return w('none');
  const shown = list.slice(0, 6).join('、');
  return list.length > 6 ? `${shown} … (${w('holidaysCount', { n: list.length })})` : shown;
}

/**
 * One rule set of the park with its rules in words (car type, area, mode, prices and caps in yuan): switched
 * on or off, edited, and each rule loaded into the editor, as the user's buttons allow.
 */
export function RuleSetCard({
  lang,
  set,
  areas,
  carTypes,
  loadedRuleId,
  actions,
}: {
  lang: Lang;
  set: RuleSet;
  areas: Option[];
  carTypes: Option[];
  loadedRuleId: number | null;
  actions: SetActions;
}) {
  const w = feeText(lang);
  const { message } = App.useApp();
  const [switching, setSwitching] = useState(false);
  const { can } = actions;
  const isOn = set.state === enabled;

  const toggle = async (on: boolean) => {
    setSwitching(true);
    try {
      const saved = await saveRuleSet({ id: set.id, state: on ? enabled : disabled });
      message.success(
        on ? (saved.disabledFeeRuleIds?.length ? w('enabledOthersOff') : w('enabled')) : w('setDisabled'),
      );
      actions.onChanged();
    } catch {
      // the client has shown why (a set whose rules cannot price every stay is not enabled)
    } finally {
      setSwitching(false);
    }
  };

  const remove = async (what: () => Promise<unknown>) => {
    try {
      await what();
      message.success(w('removed'));
      actions.onChanged();
    } catch {
      // shown by the client
    }
  };

  return (
    <Card
      size="small"
      className="fee-rule-set"
      data-set-id={set.id}
      title={
        <Space wrap>
          <span className="fee-rule-set-name">{set.ruleName}</span>
          <Tag color={isOn ? 'green' : 'default'}>{isOn ? w('enabled') : w('disabled')}</Tag>
          {set.inUse && <Tag color="blue">{w('inUse')}</Tag>}
        </Space>
      }
      extra={
        <Space wrap>
          {can('parkFeeRule:edit') && (
            <Switch
              size="small"
              className="fee-rule-set-switch"
              aria-label={`${w('enabled')} ${set.ruleName}`}
              title={w('enabledHint')}
              checked={isOn}
              loading={switching}
              onChange={toggle}
            />
          )}
          {can('parkFeeRule:edit') && (
            <Button size="small" type="link" onClick={() => actions.onEditSet(set)}>
              {w('editSet')}
            </Button>
          )}
          {can('parkFeeRule:add') && (
            <Button size="small" type="link" onClick={() => actions.onNewRule(set)}>
              {w('addRule')}
            </Button>
          )}
          {can('parkFeeRule:delete') && (
            <Popconfirm
              title={w('removeSetConfirm', { name: set.ruleName })}
              okText={w('ok')}
              cancelText={w('cancel')}
              onConfirm={() => remove(() => removeRuleSet(set.id))}
            >
              <Button size="small" type="link" danger>
                {w('removeSet')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {w('weekendIsHoliday')}: {set.weekendIsHoliday ? w('yes') : w('no')}　{w('holidays')}:{' '}
        <span className="fee-rule-set-holidays">{daysText(set.holidays, w)}</span>
        {set.workdays ? `　${w('workdays')}: ${daysText(set.workdays, w)}` : ''}
        {set.remark ? `　${w('remark')}: ${set.remark}` : ''}
      </Typography.Paragraph>
      <Table<RuleRow>
        size="small"
        className="fee-rule-list"
        rowKey="id"
        pagination={false}
        dataSource={set.rules}
        locale={{ emptyText: w('noRules') }}
        rowClassName={(r) => (r.id === loadedRuleId ? 'ant-table-row-selected' : '')}
        scroll={{ x: 900 }}
        columns={[
          { title: w('areaCol'), width: 120, render: (_, r) => nameOf(areas, r.areaId, w('everyArea')) },
          { title: w('carTypeCol'), width: 120, render: (_, r) => nameOf(carTypes, r.carTypeId, w('everyCarType')) },
          { title: w('mode'), width: 130, render: (_, r) => dictLabel(feeMode, r.feeMode, lang) },
          {
            title: w('prices'),
            render: (_, r) => (
              <div className="fee-rule-prices">
                {priceLines(r, lang).map((line) => (
                  <div key={line}>{line}</div>
                ))}
              </div>
            ),
          },
          { title: w('caps'), width: 150, render: (_, r) => capLines(r, lang).join('；') || '-' },
          {
            title: w('actions'),
            width: 160,
            render: (_, r) => (
              <Space size={0}>
                <Button size="small" type="link" onClick={() => actions.onLoadRule(set, r)}>
                  {r.id === loadedRuleId ? w('loaded') : w('load')}
                </Button>
                {can('parkFeeRule:delete') && (
                  <Popconfirm
                    title={w('removeRuleConfirm')}
                    okText={w('ok')}
                    cancelText={w('cancel')}
                    onConfirm={() => remove(() => removeRule(r.id))}
                  >
                    <Button size="small" type="link" danger>
                      {w('remove')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
