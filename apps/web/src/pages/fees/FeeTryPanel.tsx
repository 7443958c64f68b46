import { fenToYuanText } from '@parking/domain';
import type { Lang } from '@parking/resources';
import { Button, Card, Col, DatePicker, Form, Row, Segmented, Statistic, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { post, updown } from '../../api/client';
import { feeText, partText } from './fee-text';

type Item = {
  fromText: string;
  toText: string;
  minutes: number;
  part: string;
  amount: number;
  note: { zh: string; en: string };
};
export type Tried = { totalFen: number; minutes: number; items: Item[]; capsApplied: { kind: string }[] };
type Source = 'saved' | 'edited';

const shownFormat = 'YYYY-MM-DD HH:mm';
const sentFormat = 'YYYY-MM-DD HH:mm:ss';
const today = (hhmm: string) => dayjs(`${dayjs().format('YYYY-MM-DD')} ${hhmm}`);

/**
 * Prices a stay, picked on a calendar and a clock, with the rule as saved or as the form holds it now: the
 * total and every charged line in yuan, as an operator shows them to a driver who disputes a fee. The
 * holidays of the rule's set count when the set is known.
 */
export function FeeTryPanel({
  lang,
  path,
  ruleOf,
  savedRuleId,
  feeRuleId,
}: {
  lang: Lang;
  /** testFzFee for area rules, testFee for simple rules. */
  path: string;
  /** The rule to try, or null when the form is not valid. */
  ruleOf: () => Promise<unknown | null>;
  /** The saved rule loaded in the editor, which can be tried as saved. */
  savedRuleId?: number | null;
  /** The rule set whose holidays apply. */
  feeRuleId?: number | null;
}) {
  const w = feeText(lang);
  const [entry, setEntry] = useState<Dayjs | null>(today('08:00'));
  const [exit, setExit] = useState<Dayjs | null>(today('10:30'));
  const [picked, setSource] = useState<Source>('edited');
  const [tried, setTried] = useState<(Tried & { source: Source }) | null>(null);
  const [busy, setBusy] = useState(false);
  const source: Source = savedRuleId ? picked : 'edited';

  const calculate = async () => {
    if (!entry || !exit) return;
    const stay = { entryTime: entry.format(sentFormat), exitTime: exit.format(sentFormat) };
    let body: Record<string, unknown>;
    if (source === 'saved') body = { parkAreaFeeRuleID: savedRuleId, ...stay };
    else {
      const rule = await ruleOf();
      if (!rule) return;
      body = { rule, ...stay, ...(feeRuleId ? { feeRuleId } : {}) };
    }
    setBusy(true);
    try {
      setTried({ ...(await post<Tried>(updown(path), body)), source });
    } catch {
      setTried(null); // the client has shown why
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card size="small" title={w('tryTitle')} className="fee-try">
      <Row gutter={12} align="bottom">
        {savedRuleId ? (
          <Col xs={24} md={7}>
            <Form.Item label={w('tryOn')} layout="vertical">
              <Segmented<Source>
                className="fee-try-source"
                value={source}
                onChange={setSource}
                options={[
                  { label: w('trySaved'), value: 'saved' },
                  { label: w('tryEdited'), value: 'edited' },
                ]}
              />
            </Form.Item>
          </Col>
        ) : null}
        <Col xs={24} md={6}>
          <Form.Item label={w('entry')} htmlFor="fee-try-entry" layout="vertical">
            <DatePicker
              id="fee-try-entry"
              showTime={{ format: 'HH:mm', minuteStep: 5 }}
              format={shownFormat}
              needConfirm={false}
              allowClear={false}
              style={{ width: '100%' }}
              value={entry}
              onChange={setEntry}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item label={w('exit')} htmlFor="fee-try-exit" layout="vertical">
            <DatePicker
              id="fee-try-exit"
              showTime={{ format: 'HH:mm', minuteStep: 5 }}
              format={shownFormat}
              needConfirm={false}
              allowClear={false}
              style={{ width: '100%' }}
              value={exit}
              onChange={setExit}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={4} style={{ paddingBottom: 24 }}>
          <Button type="primary" loading={busy} onClick={calculate}>
            {w('calculate')}
          </Button>
        </Col>
      </Row>
      {tried && (
        <div className="fee-try-result" style={{ marginTop: 12 }}>
          <Statistic
            title={
              <>
                {w('total')} <Tag>{tried.source === 'saved' ? w('trySaved') : w('tryEdited')}</Tag>
              </>
            }
            value={fenToYuanText(tried.totalFen)}
            prefix="¥"
            className="fee-try-total"
          />
          <Table<Item>
            size="small"
            rowKey={(r) => `${r.fromText}-${r.part}`}
            pagination={false}
            dataSource={tried.items}
            columns={[
              { title: w('from'), dataIndex: 'fromText' },
              { title: w('to'), dataIndex: 'toText' },
              { title: w('minutes'), dataIndex: 'minutes' },
              { title: w('part'), dataIndex: 'part', render: (p: string) => partText(p, lang) },
              { title: w('amount'), dataIndex: 'amount', render: (a: number) => `¥${fenToYuanText(a)}` },
              { title: w('note'), dataIndex: 'note', render: (n: Item['note']) => n[lang] },
            ]}
          />
        </div>
      )}
    </Card>
  );
}
