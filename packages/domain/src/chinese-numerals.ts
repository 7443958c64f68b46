const digits = '零壹贰叁肆伍陆柒捌玖';
const smallUnits = ['', '拾', '佰', '仟'];
const bigUnits = ['', '万', '亿', '兆'];
const fractionUnits = ['角', '分', '厘', '毫'];

/** Writes an amount of yuan in capital Chinese numerals, as on receipts (below 1e15, up to 4 decimals). */
export function toChineseAmount(yuan: number): string {
  if (!Number.isFinite(yuan) || Math.abs(yuan) >= 1e15) throw new RangeError('amount out of range');
  const negative = yuan < 0;
  const [intText = '0', fracText = ''] = Math.abs(yuan).toFixed(4).split('.');
  let integer = '';
  const groups: string[] = [];
  for (let end = intText.length; end > 0; end -= 4) groups.unshift(intText.slice(Math.max(0, end - 4), end));
  let pendingZero = false;
  groups.forEach((group, gi) => {
    const bigUnit = bigUnits[groups.length - 1 - gi] ?? '';
    let groupText = '';
    for (let i = 0; i < group.length; i++) {
      const n = Number(group[i]);
      const unit = smallUnits[group.length - 1 - i] ?? '';
      if (n === 0) {
        pendingZero = groupText !== '' || integer !== '';
      } else {
        if (pendingZero) groupText += '零';
        pendingZero = false;
        groupText += digits[n] + unit;
      }
    }
    if (groupText !== '') integer += groupText + bigUnit;
  });
  let fraction = '';
  const fr = fracText.replace(/0+$/, '');
  for (let i = 0; i < fr.length; i++) {
    const n = Number(fr[i]);
    if (n !== 0) fraction += `${digits[n]}${fractionUnits[i]}`;
    else if (fraction !== '' || integer !== '') fraction += i < fr.length - 1 ? '零' : '';
  }
  fraction = fraction.replace(/零+/g, '零');
  const head = integer === '' ? '' : `${integer}元`;
  const body = fraction === '' ? `${head || '零元'}整` : `${head}${fraction}`;
  return (negative ? '负' : '') + body;
}
