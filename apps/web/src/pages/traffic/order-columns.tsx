import type { ProColumns } from '@ant-design/pro-components';
import type { Row } from '../../crud/resource-api';
import { PlateLink } from './PlateLink';
import { RecordLinkButton } from './record-drawers';
import { StaySearchSelect } from './StaySearchSelect';
import { tw } from './traffic-text';

type Overrides = Record<string, Partial<ProColumns<Row>>>;

/** A plate column whose plates open their car page. */
export const plateColumn: Partial<ProColumns<Row>> = { render: (_, row) => <PlateLink plate={row.plateNumber} /> };

/**
 * The order list's own columns: the order number and the stay open their drawers, the plate its car page;
 * the stay is searched by a typed plate on the server instead of picked from the latest few stays.
 */
export const orderColumns: Overrides = {
  onlineOrderId: {
    render: (_, row) => (
      <RecordLinkButton link={{ kind: 'order', orderNo: String(row.onlineOrderId) }}>
        {String(row.onlineOrderId)}
      </RecordLinkButton>
    ),
  },
  plateNumber: plateColumn,
  recordId: {
    valueType: 'text',
    request: undefined,
    fieldProps: undefined,
    renderFormItem: () => <StaySearchSelect />,
    render: (_, row) =>
      row.recordId == null ? (
        '-'
      ) : (
        <RecordLinkButton link={{ kind: 'stay', id: Number(row.recordId), plate: row.plateNumber }}>
          {tw('view')}
        </RecordLinkButton>
      ),
  },
};
