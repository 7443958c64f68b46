import { defineDictionary } from '../../dictionaries/define-dictionary';

/** Why a stay's exit counts as abnormal, first match in this order. */
export const exceptionReleaseKind = defineDictionary(
  'exceptionReleaseKind',
  { zh: '异常类型', en: 'Exception' },
  {
    escaped: [1, '逃费', 'Escaped'],
    leftOwing: [2, '欠费放行', 'Let out owing'],
    noEntry: [3, '无入场记录', 'No entry record'],
    gateRefused: [4, '道闸未放行，人工放行', 'Released by an operator after the gate held it'],
  },
);

/** How an operator let a car out: with no exit read at all, or at the exit where the gate held it. */
export const manualReleaseKind = defineDictionary(
  'manualReleaseKind',
  { zh: '放行方式', en: 'Release' },
  {
    noExitRead: [1, '未识别出场，人工放行', 'Released with no exit read'],
    atExit: [2, '出口人工放行', 'Released at the exit by an operator'],
  },
);
