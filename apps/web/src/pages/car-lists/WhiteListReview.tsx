import { permissionCode, whiteListStatus } from '@parking/resources';
import { post, updown } from '../../api/client';
import type { RowExtensionProps } from '../../crud/list-extensions';
import { usePermissions } from '../../shell/shell-queries';
import { ReviewButtons } from './ReviewButtons';

/** Approve or refuse a white-list entry that is waiting for review. */
export default function WhiteListReview({ def, row, reload }: RowExtensionProps) {
  const { can } = usePermissions();
  if (row.dataStatus !== whiteListStatus.values.pending || !can(permissionCode(def, 'edit'))) return null;
  const approval = (body: Record<string, unknown>) =>
    post(updown('parkWhiteNew/approval'), { id: row.id, ...body }).then(reload);
  return (
    <ReviewButtons
      plate={String(row.plateNumber)}
      onPass={() => approval({ dataStatus: whiteListStatus.values.approved })}
      onRefuse={(auditRemark) =>
        approval({ dataStatus: whiteListStatus.values.refused, auditRemark: auditRemark || undefined })
      }
    />
  );
}
