import { fenToYuanText } from '@parking/domain';
import type { Lang } from '@parking/resources';
import { Button, Card, Col, DatePicker, Form, Row, Skeleton, Statistic, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useMemo, useState } from 'react';
import { post, updown } from '../../api/client';
import { loadChunk } from '../../app/chunk-load';
import type { RuleRow } from './fee-rule-api';
import { whatIfText } from './what-if-text';

const WhatIfChart = lazy(() => loadChunk(() => import('./WhatIfChart')));

type Figures = { stays: number; inside: number; charged: number; whatIf: number; difference: number };
type Day = Figures & { day: string };
export type WhatIfAnswer = {
  days: Day[];
  totals: Figures;
  noRuleStays: number;
  skipped: { reason: string; label: string; stays: number }[];
};

const yuan = (fen: number) => `¥${fenToYuanText(fen)}`;
const signedYuan = (fen: number) => (fen > 0 ? `+${yuan(fen)}` : fen < 0 ? `-${yuan(-fen)}` : yuan(0));

/**
 * "What would it have earned": the park's real stays of a month priced with the rule being edited (not
 * saved) laid over its set, day by day beside what they were charged, in yuan, with a line of both.
 */
export function WhatIfPanel({
  lang,
  parkId,
  feeRuleId,
  loaded,
  ruleOf,
}: {
  lang: Lang;
  parkId: number | undefined;
  /** The set the edited rule belongs to. */
  feeRuleId: number | null;
  /** The saved rule loaded in the editor: the edited rule stands in for it, with its area and car type. */
  loaded: RuleRow | null;
  /** The edited rule, or null when the form is not valid. */
  ruleOf: () => Promise<Record<string, unknown> | null>;
}) {
  const w = whatIfText(lang);
  const [month, setMonth] = useState<Dayjs | null>(dayjs().startOf('month'));
  const [answer, setAnswer] = useState<WhatIfAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const names = useMemo(() => {
    const t = whatIfText(lang);
    return { charged: t('charged'), whatIf: t('whatIf') };
  }, [lang]);

  const run = async () => {
    if (parkId == null || !month) return;
    const edited = await ruleOf();
    if (!edited) return;
    // a new rule prices every area and car type until the save panel gives it one
    const rule = {
      ...edited,
      areaId: loaded?.areaId ?? null,
      carTypeId: loaded?.carTypeId ?? null,
      ...(loaded ? { parkAreaFeeRuleID: loaded.id } : {}),
    };
    setBusy(true);
    try {
      const body = {
        parkId,
        month: month.format('YYYY-MM'),
        ...(feeRuleId ? { feeRuleId } : {}),
        rules: [rule],
      };
      setAnswer(await post<WhatIfAnswer>(updown('parkFeeRule/whatIf'), body));
    } catch {
      setAnswer(null); // the client has shown why
    } finally {
      setBusy(false);
    }
  };

  const chart = useMemo(
    () =>
      answer && {
        days: answer.days.map((d) => d.day.slice(5)),
        charged: answer.days.map((d) => d.charged / 100),
        whatIf: answer.days.map((d) => d.whatIf / 100),
      },
    [answer],
  );

  return (
    <Card size="small" title={w('title')} className="fee-what-if">
      <Typography.Paragraph type="secondary">{w('hint')}</Typography.Paragraph>
      <Row gutter={12} align="bottom">
        <Col xs={24} md={6}>
          <Form.Item label={w('month')} htmlFor="fee-what-if-month" layout="vertical">
            <DatePicker
              id="fee-what-if-month"
              picker="month"
              format="YYYY-MM"
              allowClear={false}
              style={{ width: '100%' }}
              value={month}
              disabledDate={(d) => d.isAfter(dayjs(), 'month')}
              onChange={setMonth}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={6} style={{ paddingBottom: 24 }}>
          <Button type="primary" loading={busy} disabled={parkId == null} onClick={run}>
            {w('run')}
          </Button>
          {parkId == null && (
            <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
              {w('pickPark')}
            </Typography.Text>
          )}
        </Col>
      </Row>
      {answer && chart && (
        <div className="fee-what-if-result">
          <Row gutter={16}>
            <Col xs={8}>
              <Statistic title={w('charged')} value={yuan(answer.totals.charged)} className="fee-what-if-charged" />
            </Col>
            <Col xs={8}>
              <Statistic
                title={`${w('whatIf')}（${w('editedRule')}）`}
                value={yuan(answer.totals.whatIf)}
                className="fee-what-if-total"
              />
            </Col>
            <Col xs={8}>
              <Statistic
                title={w('difference')}
                value={signedYuan(answer.totals.difference)}
                className="fee-what-if-difference"
              />
            </Col>
          </Row>
          {answer.skipped.length > 0 && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }} className="fee-what-if-skipped">
              {w('skipped', {
                list: answer.skipped.map((s) => `${s.label} ${s.stays}`).join(lang === 'en' ? '; ' : '；'),
              })}
            </Typography.Paragraph>
          )}
          {answer.noRuleStays > 0 && (
            <Typography.Paragraph type="warning">{w('noRule', { n: answer.noRuleStays })}</Typography.Paragraph>
          )}
          <Suspense fallback={<Skeleton active />}>
            <WhatIfChart days={chart.days} charged={chart.charged} whatIf={chart.whatIf} names={names} />
          </Suspense>
          <Table<Day>
            size="small"
            rowKey="day"
            pagination={false}
            scroll={{ y: 360 }}
            dataSource={answer.days}
            columns={[
              { title: w('day'), dataIndex: 'day' },
              { title: w('stays'), dataIndex: 'stays', align: 'right' },
              { title: w('inside'), dataIndex: 'inside', align: 'right' },
              { title: w('charged'), dataIndex: 'charged', align: 'right', render: yuan },
              { title: w('whatIf'), dataIndex: 'whatIf', align: 'right', render: yuan },
              { title: w('difference'), dataIndex: 'difference', align: 'right', render: signedYuan },
            ]}
            summary={() => (
              <Table.Summary fixed>
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0}>{w('total')}</Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    {answer.totals.stays}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={2} align="right">
                    {answer.totals.inside}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={3} align="right">
                    {yuan(answer.totals.charged)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={4} align="right">
                    {yuan(answer.totals.whatIf)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={5} align="right">
                    {signedYuan(answer.totals.difference)}
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              </Table.Summary>
            )}
          />
        </div>
      )}
    </Card>
  );
}
