/**
 * The platform's service fee on a park's day of online takings: `rateBps` basis points (60 = 0.6%) of what the
 * day took online net of its refunds, rounded half up to whole fen. A day that took nothing net pays none.
 */
export function serviceFeeFen(netTakenFen: number, rateBps: number): number {
  if (netTakenFen <= 0 || rateBps <= 0) return 0;
  // in integers throughout: fen times basis points passes 2^53 long before the amounts a park takes in a day
  return Number((BigInt(netTakenFen) * BigInt(rateBps) + 5000n) / 10000n);
}

/** What a park's day credits its company: online takings, less refunds, less the service fee on the rest. */
export function settlementOf(onlineFen: number, refundFen: number, rateBps: number) {
  const feeFen = serviceFeeFen(onlineFen - refundFen, rateBps);
  return { feeFen, netFen: onlineFen - refundFen - feeFen };
}

/** A bank account number as lists show it: its first and last four digits, the rest starred (the last four of a short one). */
export function maskAccountNo(accountNo: string): string {
  const digits = accountNo.replace(/\s+/g, '');
  if (digits.length <= 4) return '*'.repeat(digits.length);
  if (digits.length <= 8) return `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
  return `${digits.slice(0, 4)}${'*'.repeat(digits.length - 8)}${digits.slice(-4)}`;
}
