import type { Seller } from './seller-ledger.service';

/**
 * Whether the merchant serves the park (one of its company's): the parks it lists, or every park of its company
 * while it lists none (no call sets a merchant's parks yet; the demo's merchants list theirs).
 */
export const servesPark = (seller: Pick<Seller, 'parkIds'>, parkId: number): boolean =>
  seller.parkIds == null || seller.parkIds.includes(parkId);
