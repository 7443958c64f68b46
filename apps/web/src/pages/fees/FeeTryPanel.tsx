import { fenToYuanText } from '@parking/domain';
import type { Lang } from '@parking/resources';
import { Button, Card, Col, Form, Input, Row, Statistic, Table } from 'antd';
import dayjs from 'dayjs';
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

const at = (hhmm: string) => `${dayjs().format('YYYY-MM-DD')} ${hhmm}:00`;

/**
 * Prices a stay with the rule as the form holds it, before it is saved: the total and every charged
 * line, as an operator shows them to a driver who disputes a fee.
 */
export function FeeTryPanel({
  lang,
  path,
  ruleOf,
}: {
  lang: Lang;
  /** testFzFee for area rules, testFee for simple rules. */
  path: string;
  /** The rule to try, or null when the form is not valid. */
  ruleOf: () => Promise<unknown | null>;
}) {
  const w = feeText(lang);
  const [entryTime, setEntry] = useState(at('08:00'));
  const [exitTime, setExit] = useState(at('10:30'));
  const [tried, setTried] = useState<Tried | null>(null);
  const [busy, setBusy] = useState(false);

  const calculate = async () => {
    const rule = await ruleOf();
    if (!rule) return;
    setBusy(true);
    try {
      setTried(await post<Tried>(updown(path), { rule, entryTime, exitTime }));
    } catch {
      setTried(null); // the client has shown why
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card size="small" title={w('tryTitle')} className="fee-try">
      <Row gutter={12} align="bottom">
        <Col xs={24} md={8}>
          <Form.Item label={w('entry')} htmlFor="fee-try-entry" layout="vertical">
            <Input
              id="fee-try-entry"
              value={entryTime}
              onChange={(e) => setEntry(e.target.value)}
              placeholder="yyyy-MM-dd HH:mm:ss"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label={w('exit')} htmlFor="fee-try-exit" layout="vertical">
            <Input
              id="fee-try-exit"
              value={exitTime}
              onChange={(e) => setExit(e.target.value)}
              placeholder="yyyy-MM-dd HH:mm:ss"
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
            title={w('total')}
            value={fenToYuanText(tried.totalFen)}
            suffix={w('yuan')}
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
              { title: w('amount'), dataIndex: 'amount', render: (a: number) => fenToYuanText(a) },
              { title: w('note'), dataIndex: 'note', render: (n: Item['note']) => n[lang] },
            ]}
          />
        </div>
      )}
    </Card>
  );
}
