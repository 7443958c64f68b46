import { manageBookState, permissionCode } from '@parking/resources';
import { request, updown } from '../../api/client';
import type { RowExtensionProps } from '../../crud/list-extensions';
import { usePermissions } from '../../shell/shell-queries';
import { ReviewButtons } from './ReviewButtons';

/** Pass a pending registration (the car joins the white list) or refuse it with a remark. */
export default function ManageBookReview({ def, row, reload }: RowExtensionProps) {
  const { can } = usePermissions();
  if (row.state !== manageBookState.values.pending || !can(permissionCode(def, 'edit'))) return null;
  return (
    <ReviewButtons
      plate={String(row.plateNumber)}
      remarkRequired
      onPass={() => request('POST', updown('plat/managebook/pass'), { query: { id: row.id } }).then(reload)}
      onRefuse={(RefuseRemark) =>
        request('POST', updown('plat/managebook/refuse'), { query: { id: row.id, RefuseRemark } }).then(reload)
      }
    />
  );
}
