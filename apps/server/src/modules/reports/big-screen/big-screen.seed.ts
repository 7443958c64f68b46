import { type BigScreenTile, bigScreenResource, bigScreenTheme } from '@parking/resources';
import type { Tx } from '../../../db/connection';
import { insertRow } from '../../../seed/insert-row';

/** The wall a company starts with: today's takings, the fortnight's line, the parks' ranking and the car mix. */
export const defaultWallTiles: BigScreenTile[] = [
  { figure: 'firstPayMoney', x: 0, y: 0, w: 1, h: 1 },
  { figure: 'onlinePhoneFee', x: 1, y: 0, w: 1, h: 1 },
  { figure: 'paywayCount', x: 2, y: 0, w: 1, h: 1 },
  { figure: 'fee15', x: 0, y: 1, w: 2, h: 1 },
  { figure: 'todayParkSort', x: 2, y: 1, w: 1, h: 1 },
  { figure: 'carFeeType', x: 0, y: 2, w: 1, h: 1 },
  { figure: 'releaseType', x: 1, y: 2, w: 1, h: 1 },
  { figure: 'onlineFee15', x: 2, y: 2, w: 1, h: 1 },
];

/** One default wall layout for each demo company. */
export async function seedDemoBigScreens(tx: Tx, companyIds: number[]): Promise<void> {
  for (const companyId of companyIds) {
    await insertRow(tx, bigScreenResource, {
      companyId,
      name: '运营总览',
      title: '停车运营总览',
      columns: 3,
      rows: 3,
      tiles: defaultWallTiles,
      refreshSeconds: 60,
      theme: bigScreenTheme.values.dark,
    });
  }
}
