import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Drawer, Space } from 'antd';
import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useState } from 'react';
import { loadChunk } from '../../app/chunk-load';
import type { Row } from '../../crud/resource-api';
import { tw } from './traffic-text';

const StayDetail = lazy(() => loadChunk(() => import('./StayDetail')));
const OrderDetail = lazy(() => loadChunk(() => import('./OrderDetail')));
const MoneyRecordDetail = lazy(() => loadChunk(() => import('./MoneyRecordDetail')));

/** A record another record leads to, opened in the detail drawer. */
export type RecordLink =
  | { kind: 'stay'; id: number | string; plate?: unknown }
  | { kind: 'order'; orderNo: string }
  | { kind: 'payment'; row: Row; orderNo: string }
  | { kind: 'refund'; row: Row }
  | { kind: 'row'; title: string; body: ReactNode };

type Drawers = { open: (link: RecordLink) => void };

const DrawersContext = createContext<Drawers | null>(null);

/** Opens a record in the page's detail drawer, on top of the one shown (the drawer's back button returns). */
export function useRecordDrawers(): Drawers {
  const drawers = useContext(DrawersContext);
  if (!drawers) throw new Error('useRecordDrawers outside RecordDrawers');
  return drawers;
}

function titleOf(link: RecordLink): string {
  switch (link.kind) {
    case 'stay':
      return tw('stayTitle', { plate: String(link.plate ?? '') }).trim();
    case 'order':
      return tw('detailTitle', { order: link.orderNo });
    case 'payment':
      return tw('paymentTitle', { no: String(link.row.payNo ?? '') });
    case 'refund':
      return tw('refundRecordTitle', { no: String(link.row.refundNo ?? '') });
    case 'row':
      return link.title;
  }
}

function Body({ link }: { link: RecordLink }) {
  switch (link.kind) {
    case 'stay':
      return <StayDetail recordId={link.id} />;
    case 'order':
      return <OrderDetail orderNo={link.orderNo} />;
    case 'payment':
      return <MoneyRecordDetail kind="payment" row={link.row} orderNo={link.orderNo} />;
    case 'refund':
      return <MoneyRecordDetail kind="refund" row={link.row} orderNo={String(link.row.onlineOrderId ?? '')} />;
    case 'row':
      return <>{link.body}</>;
  }
}

/**
 * The detail drawer of a page: an in/out record, an order, a payment or a refund, each leading to the
 * others. Opening one from a drawer stacks it; back returns to the one before, closing closes them all.
 */
export function RecordDrawers({
  children,
  first,
  onClosed,
}: {
  children?: ReactNode;
  /** The record shown at once, for a drawer opened on its own. */
  first?: RecordLink;
  onClosed?: () => void;
}) {
  const [stack, setStack] = useState<RecordLink[]>(first ? [first] : []);
  const open = useCallback((link: RecordLink) => setStack((s) => [...s, link]), []);
  const drawers = useMemo(() => ({ open }), [open]);
  const top = stack[stack.length - 1];
  return (
    <DrawersContext.Provider value={drawers}>
      {children}
      <Drawer
        open={!!top}
        width={760}
        rootClassName="record-drawer"
        // at the far side, clear of the notices shown at the top middle of the screen
        closable={{ placement: 'end' }}
        onClose={() => setStack([])}
        afterOpenChange={(shown) => !shown && onClosed?.()}
        destroyOnHidden
        title={
          top && (
            <Space size={4}>
              {stack.length > 1 && (
                <Button
                  id="record-drawer-back"
                  type="text"
                  size="small"
                  icon={<ArrowLeftOutlined />}
                  aria-label={tw('back')}
                  title={tw('back')}
                  onClick={() => setStack((s) => s.slice(0, -1))}
                />
              )}
              <span>{titleOf(top)}</span>
            </Space>
          )
        }
      >
        <Suspense fallback={null}>{top && <Body key={stack.length} link={top} />}</Suspense>
      </Drawer>
    </DrawersContext.Provider>
  );
}

/** A link that opens a record in the page's detail drawer. */
export function RecordLinkButton({ link, children, id }: { link: RecordLink; children: ReactNode; id?: string }) {
  const { open } = useRecordDrawers();
  return (
    <Button id={id} type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => open(link)}>
      {children}
    </Button>
  );
}
