import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapConfig, MapPark } from './park-map-api';
import { clusterPoints } from './park-map-clusters';
import { loadProvinces } from './park-map-outlines';

/** Below this zoom the parks stand too close for their names: the names show on hover only. */
const namesFromZoom = 13;
const focusZoom = 16;
/** Markers closer than this many pixels are drawn as one circle with their count. */
const clusterRadius = 44;
/** Province names show while whole provinces fit the view. */
const provinceNames = { from: 4, to: 10 };

/** A request to show one park: a new object each time, so asking for the same park again moves the map again. */
export type Focus = { parkId: number };

/** The popup of a park, built as elements so a park's name is never read as markup. */
function popupOf(p: MapPark, text: (key: string) => string): HTMLElement {
  const box = document.createElement('div');
  box.className = 'park-popup';
  const line = (className: string, content: string) => {
    const el = document.createElement('div');
    el.className = className;
    el.textContent = content;
    box.appendChild(el);
  };
  line('park-popup-name', p.name);
  line(
    'park-popup-kind',
    `${text(p.roadside ? 'parks.roadside' : 'parks.offStreet')}${p.address ? ` · ${p.address}` : ''}`,
  );
  line('park-popup-stalls', `${text(p.roadside ? 'parks.freeBerths' : 'parks.freeStalls')}: ${p.free} / ${p.total}`);
  return box;
}

/** The parks of a cluster standing on one spot: no zoom parts them, so their names are listed instead. */
function clusterPopupOf(parks: MapPark[]): HTMLElement {
  const box = document.createElement('div');
  box.className = 'park-popup';
  for (const p of parks) {
    const el = document.createElement('div');
    el.className = 'park-popup-name';
    el.textContent = p.name;
    box.appendChild(el);
  }
  return box;
}

function clusterMarker(map: L.Map, parks: MapPark[]): L.Marker {
  const points = parks.map((p): L.LatLngTuple => [p.latitude, p.longitude]);
  const bounds = L.latLngBounds(points);
  const kind = parks.every((p) => p.roadside)
    ? 'park-cluster-roadside'
    : parks.some((p) => p.roadside)
      ? 'park-cluster-mixed'
      : 'park-cluster-offstreet';
  const size = parks.length < 10 ? 34 : parks.length < 100 ? 40 : 48;
  const names = parks.map((p) => p.name).join('、');
  const marker = L.marker(bounds.getCenter(), {
    title: names,
    alt: names,
    icon: L.divIcon({
      className: `park-cluster ${kind}`,
      html: `<span class="park-cluster-count">${parks.length}</span>`,
      iconSize: [size, size],
    }),
  });
  marker.on('click', () => {
    const zoom = map.getBoundsZoom(bounds, false, L.point(80, 80));
    if (bounds.getNorthEast().equals(bounds.getSouthWest()) || map.getZoom() >= map.getMaxZoom()) {
      marker.bindPopup(clusterPopupOf(parks)).openPopup();
    } else if (zoom > map.getZoom()) {
      map.fitBounds(bounds, { padding: [40, 40], animate: false });
    } else {
      map.setView(bounds.getCenter(), Math.min(map.getZoom() + 2, map.getMaxZoom()), { animate: false });
    }
  });
  return marker;
}

/** China's provinces under the markers, from the outlines shipped with the console: a map without a tile server. */
function drawOutlines(map: L.Map): () => void {
  let cancelled = false;
  const layers = L.layerGroup();
  map.createPane('park-map-outlines').style.zIndex = '250';
  void loadProvinces().then((provinces) => {
    if (cancelled) return;
    L.geoJSON(provinces, {
      pane: 'park-map-outlines',
      interactive: false,
      style: { className: 'park-map-outline', color: '#8c9bb0', weight: 1, fillColor: '#ffffff', fillOpacity: 1 },
    }).addTo(layers);
    for (const f of provinces.features) {
      const centre = f.properties.centre;
      if (!centre) continue;
      L.marker([centre[1], centre[0]], {
        pane: 'park-map-outlines',
        interactive: false,
        keyboard: false,
        icon: L.divIcon({ className: 'park-map-province', html: '', iconSize: [0, 0] }),
      })
        .bindTooltip(f.properties.name, {
          permanent: true,
          direction: 'center',
          className: 'park-map-province-name',
          pane: 'park-map-outlines',
        })
        .addTo(layers);
    }
    layers.addTo(map);
  });
  return () => {
    cancelled = true;
    layers.remove();
  };
}

/** Leaflet drawing the parks as markers, clustered where they crowd, on the configured tiles or the shipped outlines. */
export function ParkMap({ config, parks, focus }: { config: MapConfig; parks: MapPark[]; focus: Focus | null }) {
  const { t } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const drawn = useRef<{ map: L.Map; markers: Map<number, L.Marker> } | null>(null);

  useEffect(() => {
    if (!holder.current) return;
    const map = L.map(holder.current, {
      center: [config.center.latitude, config.center.longitude],
      zoom: config.zoom,
      minZoom: 3,
      maxZoom: 18,
    });
    const undrawOutlines = config.tileUrl ? null : drawOutlines(map);
    if (config.tileUrl) {
      L.tileLayer(config.tileUrl, { attribution: config.attribution ?? undefined, maxZoom: 19 }).addTo(map);
    }
    const markers = new Map<number, L.Marker>();
    for (const p of parks) {
      const marker = L.marker([p.latitude, p.longitude], {
        title: p.name,
        alt: p.name,
        icon: L.divIcon({
          className: `park-marker ${p.roadside ? 'park-marker-roadside' : 'park-marker-offstreet'}`,
          iconSize: [18, 18],
          popupAnchor: [0, -8],
        }),
      })
        .bindPopup(popupOf(p, t))
        .bindTooltip(p.name, { permanent: true, direction: 'right', offset: [10, 0], className: 'park-label' });
      markers.set(p.id, marker);
    }
    const shown = L.layerGroup().addTo(map);
    const byId = new Map(parks.map((p) => [p.id, p]));
    const cluster = () => {
      shown.clearLayers();
      const points = parks.map((p) => ({ id: p.id, ...map.latLngToLayerPoint([p.latitude, p.longitude]) }));
      for (const group of clusterPoints(points, clusterRadius)) {
        const [only] = group;
        const single = group.length === 1 && only ? markers.get(only.id) : undefined;
        if (single) shown.addLayer(single);
        else
          shown.addLayer(
            clusterMarker(
              map,
              group.flatMap((g) => byId.get(g.id) ?? []),
            ),
          );
      }
    };
    const showNames = () => {
      const zoom = map.getZoom();
      holder.current?.classList.toggle('park-map-names-hidden', zoom < namesFromZoom);
      holder.current?.classList.toggle(
        'park-map-provinces-hidden',
        zoom < provinceNames.from || zoom > provinceNames.to,
      );
    };
    map.on('zoomend', () => {
      cluster();
      showNames();
    });
    const points = parks.map((p): L.LatLngTuple => [p.latitude, p.longitude]);
    // no animation: a zoom still animating would swallow a park chosen from the list straight away
    if (points.length > 1) {
      map.fitBounds(L.latLngBounds(points), { padding: [48, 48], maxZoom: focusZoom, animate: false });
    } else if (points[0]) map.setView(points[0], focusZoom, { animate: false });
    cluster();
    showNames();
    drawn.current = { map, markers };
    return () => {
      drawn.current = null;
      undrawOutlines?.();
      map.remove();
    };
  }, [config, parks, t]);

  useEffect(() => {
    const marker = focus && drawn.current?.markers.get(focus.parkId);
    if (!marker || !drawn.current) return;
    const { map } = drawn.current;
    // reclusters on the way: the park stands on its own at this zoom unless another shares its spot
    map.setView(marker.getLatLng(), Math.max(map.getZoom(), focusZoom), { animate: false });
    marker.openPopup();
  }, [focus]);

  return <div ref={holder} className={`park-map ${config.tileUrl ? '' : 'park-map-plain'}`} />;
}
