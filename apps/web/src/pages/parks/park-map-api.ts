import { type DictValue, parkKind } from '@parking/resources';
import { get, updown } from '../../api/client';

export type MapConfig = {
  tileUrl: string | null;
  attribution: string | null;
  center: { longitude: number; latitude: number };
  zoom: number;
};

/** A park as the map shows it: where, what kind, how many places are free. */
export type MapPark = {
  id: number;
  name: string;
  roadside: boolean;
  address: string | null;
  longitude: number;
  latitude: number;
  free: number;
  total: number;
};

type ParkPoint = {
  id: number;
  parkName: string;
  parkKind: DictValue<typeof parkKind>;
  address: string | null;
  longitude: number;
  latitude: number;
  totalStalls: number;
  freeStalls: number;
};

type RoadParkPoint = { id: number; berths: number; free: number };

export const fetchMapConfig = () => get<MapConfig>(updown('basePark/getMapConfig'));

/** Every park the user sees that has coordinates; a roadside park counts its berths rather than stalls. */
export async function fetchMapParks(): Promise<MapPark[]> {
  const [parks, roadParks] = await Promise.all([
    get<ParkPoint[]>(updown('basePark/getAllLngLat2')),
    get<RoadParkPoint[]>(updown('basePark/getRoadParkLngLat')),
  ]);
  const berths = new Map(roadParks.map((r) => [r.id, r]));
  return parks.map((p) => {
    const roadside = p.parkKind === parkKind.values.roadside;
    const road = roadside ? berths.get(p.id) : undefined;
    return {
      id: p.id,
      name: p.parkName,
      roadside,
      address: p.address,
      longitude: p.longitude,
      latitude: p.latitude,
      free: road ? road.free : p.freeStalls,
      total: road ? road.berths : p.totalStalls,
    };
  });
}
