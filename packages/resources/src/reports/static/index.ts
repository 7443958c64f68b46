export * from './report-view';
export * from './static-report.dict';
export * from './static-report-views';
