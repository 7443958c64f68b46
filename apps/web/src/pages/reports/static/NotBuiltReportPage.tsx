import type { ResourceDef } from '@parking/resources';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import ResourceListPage from '../../../crud/ResourceListPage';
import { type StaticReportWord, sw } from './static-report-text';

/** A report of an area the product does not have yet: it says so plainly above the (empty) list. */
export default function NotBuiltReportPage({ def, word }: { def: ResourceDef; word: StaticReportWord }) {
  useTranslation();
  return (
    <>
      <Alert type="info" showIcon message={sw(word)} style={{ marginBottom: 8 }} data-testid="not-built-report" />
      <ResourceListPage def={def} />
    </>
  );
}
