import { get, request, updown } from '../../api/client';
import { queryClient } from '../../app/query-client';

export type OwedPark = { parkId: number; parkName: string; count: number; totalFen: number };

export const oweSummaryKey = ['owe-summary'] as const;

/** The parks with unpaid arrears the user sees, each with how many and how much. */
export const owedParks = () => get<OwedPark[]>(updown('plat/owe/parks'));

/** After a change the summary above the list is asked again. */
const changed = <T>(p: Promise<T>) =>
  p.then((v) => {
    void queryClient.invalidateQueries({ queryKey: oweSummaryKey });
    return v;
  });

export const payOwe = (oweId: number | string) =>
  changed(request('POST', updown('plat/owe/feeOwe'), { query: { oweId } }));

export const cancelOwe = (oweId: number | string, reason: string) =>
  changed(request('POST', updown('plat/owe/cancelOwe'), { query: { oweId }, body: { oweId, reason } }));

export const checkOwe = (oweId: number | string) =>
  request('POST', updown('plat/owe/check'), { query: { oweId }, body: { oweId, checked: true } });
