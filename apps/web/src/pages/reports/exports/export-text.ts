import { currentLang } from '../../../i18n';

/** The background exports' own words, in both languages. */
const words = {
  pageTitle: ['我的导出', 'My exports'],
  started: ['「{title}」数据较多，已转为后台导出', '"{title}" is large: it is being written in the background'],
  progress: ['已写 {written} / {total} 行', '{written} of {total} rows written'],
  done: ['导出完成，共 {total} 行', 'Done: {total} rows'],
  failed: ['导出失败：{error}', 'The export failed: {error}'],
  download: ['下载文件', 'Download the file'],
  openList: ['查看我的导出', 'Open my exports'],
  report: ['报表', 'Report'],
  state: ['状态', 'State'],
  percent: ['进度', 'Progress'],
  rows: ['行数', 'Rows'],
  size: ['文件大小', 'File size'],
  createdAt: ['导出时间', 'Asked at'],
  finishedAt: ['完成时间', 'Finished at'],
  expiresAt: ['过期时间', 'Expires at'],
  actions: ['操作', 'Actions'],
  delete: ['删除', 'Delete'],
  deleteConfirm: ['删除这个导出文件？', 'Delete this export and its file?'],
  deleted: ['已删除', 'Deleted'],
  running: ['导出中', 'Running'],
  finished: ['已完成', 'Done'],
  failedState: ['失败', 'Failed'],
  note: [
    '行数很多的导出（默认超过 10 万行）在后台生成，完成后在此下载；文件保留 7 天。',
    'Exports of many rows (over 100,000 unless set otherwise) are written in the background and downloaded here when done; files are kept 7 days.',
  ],
} as const satisfies Record<string, readonly [string, string]>;

export type ExportWord = keyof typeof words;

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));

/** A word of the export pages in the console's language, with `{name}` filled from `vars`. */
export const ew = (key: ExportWord, vars: Record<string, string | number> = {}): string =>
  fill(words[key][currentLang() === 'en' ? 1 : 0], vars);

/** A file size as people read it. */
export function sizeText(bytes: number | null | undefined): string {
  if (bytes == null) return '-';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
