import { resourceByModule } from '@parking/resources';
import { queryClient } from '../app/query-client';
import { fetchPage } from './resource-api';

export type RefOption = { label: string; value: number | string };

/** Select lists are cut to 300 entries (overview §9). */
const selectLimit = 300;

/** Choices for a field referring to another resource: that resource's rows by their title field. */
export function refOptions(to: string): Promise<RefOption[]> {
  const target = resourceByModule.get(to);
  if (!target) return Promise.resolve([]);
  return queryClient.fetchQuery({
    queryKey: ['refOptions', to],
    staleTime: 60_000,
    queryFn: async () => {
      const page = await fetchPage(target, { current: 1, size: selectLimit }, true).catch(() => null);
      return (page?.data ?? []).map((row) => ({ label: String(row[target.titleField] ?? row.id), value: row.id }));
    },
  });
}

/**
 * After a row is added, changed or removed, choices are fetched afresh when next offered (all of them: a
 * view such as the roadside park list writes rows another resource's choices list).
 */
export const forgetRefOptions = () => queryClient.invalidateQueries({ queryKey: ['refOptions'] });
