/** A demo park as the seed's other parts lay out its rows: its id and its company. */
export type DemoPark = { id: number; companyId: number };

/** The demo parks: company A's roadside park, Sunshine Garden and the plaza, the subsidiary's park, company B's two. */
export type DemoParks = Record<'roadA' | 'sun' | 'plaza' | 'south' | 'lake' | 'roadB', DemoPark>;

/** The scope columns of a row of the park. */
export const at = (park: DemoPark) => ({ parkId: park.id, companyId: park.companyId });
