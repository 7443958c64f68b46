import {
  blackListResource,
  inOutRecordResource,
  type Lang,
  monthPassResource,
  onlineOrderResource,
  type ResourceDef,
  whiteListResource,
} from '@parking/resources';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row as Grid, Input, Skeleton, Statistic, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { yuanText } from '../../crud/money';
import type { Row } from '../../crud/resource-api';
import { carPath } from '../traffic/PlateLink';
import { RecordFields } from '../traffic/RecordFields';
import { RecordDrawers, type RecordLink } from '../traffic/record-drawers';
import { carSummary } from '../traffic/traffic-api';
import { CarRecordTable } from './CarRecordTable';
import { cw } from './car-text';

const stayLink = (row: Row): RecordLink => ({ kind: 'stay', id: row.id, plate: row.plateNumber });
const orderLink = (row: Row): RecordLink => ({ kind: 'order', orderNo: String(row.onlineOrderId) });

/** A pass or list entry shown as its declaration describes it. */
const rowLink =
  (def: ResourceDef, lang: Lang) =>
  (row: Row): RecordLink => ({
    kind: 'row',
    title: `${def.label[lang]} ${String(row.plateNumber ?? '')}`,
    body: <RecordFields def={def} row={row} />,
  });

function CarRecords({ plate }: { plate: string }) {
  const { i18n } = useTranslation();
  const lang = i18n.language as Lang;
  // fetched afresh on each visit: the car may have come in or paid since
  const car = useQuery({ queryKey: ['car-summary', plate], queryFn: () => carSummary(plate), gcTime: 0 });
  const c = car.data;
  if (!c) return car.isError ? null : <Skeleton active />;
  const { totals } = c;
  const seen = totals.stays + totals.orders + c.passes.length + c.whiteList.length + c.blackList.length;
  const count = (shown: number, total: number) => (total > shown ? cw('latest', { n: shown, total }) : null);
  const tab = (key: string, label: string, n: number, body: ReactNode, note?: string | null) => ({
    key,
    label: `${label} (${n})`,
    children: (
      <>
        {note && <div style={{ marginBottom: 8, color: 'rgba(0,0,0,0.45)' }}>{note}</div>}
        {body}
      </>
    ),
  });
  return (
    <>
      <Grid gutter={16} id="car-totals" style={{ marginBottom: 16 }}>
        <Col xs={12} md={4}>
          <Statistic title={cw('stays')} value={totals.stays} />
        </Col>
        <Col xs={12} md={4}>
          <Statistic title={cw('inside')} value={totals.inside} />
        </Col>
        <Col xs={12} md={4}>
          <Statistic title={cw('orders')} value={totals.orders} />
        </Col>
        <Col xs={12} md={4}>
          <Statistic title={cw('unpaid')} prefix="¥" value={yuanText(totals.unpaidAmount)} />
        </Col>
        <Col xs={12} md={4}>
          <Statistic title={cw('paid')} prefix="¥" value={yuanText(totals.paidAmount)} />
        </Col>
        <Col xs={12} md={4}>
          <Statistic title={cw('refunded')} prefix="¥" value={yuanText(totals.refundedAmount)} />
        </Col>
      </Grid>
      {seen === 0 ? (
        <Empty description={cw('nothing')} />
      ) : (
        <Tabs
          id="car-tabs"
          items={[
            tab(
              'stays',
              cw('stays'),
              totals.stays,
              <CarRecordTable id="car-stays" def={inOutRecordResource} rows={c.stays} detail={stayLink} />,
              count(c.stays.length, totals.stays),
            ),
            tab(
              'orders',
              cw('orders'),
              totals.orders,
              <CarRecordTable id="car-orders" def={onlineOrderResource} rows={c.orders} detail={orderLink} />,
              count(c.orders.length, totals.orders),
            ),
            tab(
              'passes',
              cw('passes'),
              c.passes.length,
              <CarRecordTable
                id="car-passes"
                def={monthPassResource}
                rows={c.passes}
                detail={rowLink(monthPassResource, lang)}
                keep={['plateNumber']}
              />,
            ),
            tab(
              'white',
              cw('whiteList'),
              c.whiteList.length,
              <CarRecordTable
                id="car-white-list"
                def={whiteListResource}
                rows={c.whiteList}
                detail={rowLink(whiteListResource, lang)}
              />,
            ),
            tab(
              'black',
              cw('blackList'),
              c.blackList.length,
              <CarRecordTable
                id="car-black-list"
                def={blackListResource}
                rows={c.blackList}
                detail={rowLink(blackListResource, lang)}
              />,
            ),
          ]}
        />
      )}
    </>
  );
}

/** /car/detail?plate=…: one car in the parks the user may see, each of its records opening its own detail. */
export default function CarPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const plate = (params.get('plate') ?? '').trim();
  return (
    <RecordDrawers>
      <Card
        className="page-card"
        title={plate ? cw('title', { plate }) : cw('searchHint')}
        extra={
          <Input.Search
            id="car-plate-search"
            key={plate}
            defaultValue={plate}
            placeholder={cw('search')}
            allowClear
            maxLength={16}
            style={{ width: 240 }}
            onSearch={(v) => v.trim() && navigate(carPath(v.trim().toUpperCase()))}
          />
        }
      >
        {plate ? <CarRecords plate={plate} /> : <Empty description={cw('searchHint')} />}
      </Card>
    </RecordDrawers>
  );
}
