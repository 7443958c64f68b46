import {
  etcDayCheckView,
  exportCode,
  fieldLabel,
  listQuerySchema,
  listRoutePath,
  type ResourceDef,
  resolvePaging,
  routeUrl,
} from '@parking/resources';
import { exportOrBackground } from '../../../crud/background-export';
import { type AnyRoute, defineRoute } from '../../../platform/route-table';
import { carDerateReport, chargeDetailReport, orderReconciliationReport } from './money-reports';
import { plateAnalysisReport } from './plate-analysis';
import { countRows, type ReportQuery, reportPage, type StaticReport } from './report-table';
import { reportXlsx } from './report-xlsx';
import { exceptionReleaseReport, manualReleaseReport } from './stay-reports';

const urlOf = (view: ResourceDef, which: 'list' | 'export') => {
  const route = view.routes[which][0];
  return route === undefined ? null : routeUrl(view, listRoutePath(route));
};

/** A report's page call and, when it has one, its xlsx export (in the background when large). */
function routesOf(report: StaticReport): AnyRoute[] {
  const { view } = report;
  const common = { section: 'reports', query: listQuerySchema(view), labels: (k: string) => fieldLabel(view, k) };
  const list = urlOf(view, 'list');
  const file = urlOf(view, 'export');
  const routes: AnyRoute[] = [];
  if (list) {
    routes.push(
      defineRoute<ReportQuery, undefined>({
        ...common,
        method: 'GET',
        url: list,
        summary: `${view.label.en}: ${report.summary}`,
        handler: ({ app, access, query }) => reportPage(report, { app, access, query }),
      }),
    );
  }
  if (file) {
    routes.push(
      defineRoute<ReportQuery, undefined>({
        ...common,
        method: 'GET',
        url: file,
        summary: `${view.label.en}: the filtered rows as xlsx`,
        permission: exportCode(view),
        file: true,
        handler: async ({ app, access, query, lang }) => {
          const ctx = { app, access, query };
          // a filter the database refuses answers an error, not a file cut off midway
          await countRows(app.db, report, ctx, 1);
          return exportOrBackground(ctx, {
            title: view.label[lang],
            source: file,
            filters: query,
            count: (db, limit) => countRows(db, report, ctx, limit),
            stream: (db, onProgress, onError) => reportXlsx(db, report, ctx, lang, onProgress, onError),
          });
        },
      }),
    );
  }
  return routes;
}

/** A report of an area not built yet: an empty page of the right shape, never invented figures. */
function notBuilt(view: ResourceDef, what: string): AnyRoute {
  return defineRoute<ReportQuery, undefined>({
    method: 'GET',
    url: urlOf(view, 'list') as string,
    section: 'reports',
    summary: `${view.label.en}: always an empty page until ${what} exist in the product`,
    query: listQuerySchema(view),
    labels: (k) => fieldLabel(view, k),
    handler: async ({ query }) => {
      const paging = resolvePaging(query as never);
      return { total: 0, data: [], current: paging.current, size: paging.size };
    },
  });
}

/** The static/* reports that join or sum records (the filtered views of one resource are declared on it). */
export const staticReportRoutes: AnyRoute[] = [
  ...[
    carDerateReport,
    exceptionReleaseReport,
    manualReleaseReport,
    orderReconciliationReport,
    chargeDetailReport,
    plateAnalysisReport,
  ].flatMap(routesOf),
  notBuilt(etcDayCheckView, 'ETC bills'),
];
