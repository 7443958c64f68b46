import { carApplyState, permissionCode } from '@parking/resources';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { request, updown } from '../../api/client';
import type { RowExtensionProps } from '../../crud/list-extensions';
import { usePermissions } from '../../shell/shell-queries';
import { ReviewButtons } from '../car-lists/ReviewButtons';

const { submitted, refused } = carApplyState.values;

/**
 * An application's buttons by its state: a submitted one is passed (its monthly pass is made) or refused
 * with a remark; a refused one is applied for again; either may be cancelled.
 */
export default function CarApplyActions({ def, row, reload }: RowExtensionProps) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const { can } = usePermissions();
  const state = row.state;
  const recordId = row.id;
  const plate = String(row.plateNumber);
  const mayReview = can(permissionCode(def, 'edit'));
  const mayApply = can(permissionCode(def, 'add'));

  const confirm = (titleKey: string, run: () => Promise<unknown>) =>
    modal.confirm({
      title: t(titleKey, { plate }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await run();
        message.success(t('carApply.done'));
        reload();
      },
    });

  return (
    <>
      {state === submitted && mayReview && (
        <ReviewButtons
          plate={plate}
          remarkRequired
          onPass={() => request('POST', updown('parkCarApply/pass'), { query: { recordId } }).then(reload)}
          onRefuse={(auditRemark) =>
            request('GET', updown('parkCarApply/refuse'), { query: { recordId, auditRemark } }).then(reload)
          }
        />
      )}
      {state === refused && mayApply && (
        <Button
          type="link"
          size="small"
          onClick={() =>
            confirm('carApply.againConfirm', () =>
              request('POST', updown('parkCarApply/againApply'), { body: { recordId } }),
            )
          }
        >
          {t('carApply.again')}
        </Button>
      )}
      {(state === submitted || state === refused) && mayApply && (
        <Button
          type="link"
          size="small"
          danger
          onClick={() =>
            confirm('carApply.cancelConfirm', () =>
              request('GET', updown('parkCarApply/cancel'), { query: { recordId } }),
            )
          }
        >
          {t('carApply.cancel')}
        </Button>
      )}
    </>
  );
}
