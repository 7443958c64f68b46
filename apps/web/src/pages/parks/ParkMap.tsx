import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapConfig, MapPark } from './park-map-api';

/** Below this zoom the parks stand too close for their names: the names show on hover only. */
const namesFromZoom = 13;
const focusZoom = 16;

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

/** Leaflet drawing the parks as markers, on the configured tiles or on a plain background without them. */
export function ParkMap({ config, parks, focus }: { config: MapConfig; parks: MapPark[]; focus: Focus | null }) {
  const { t } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const drawn = useRef<{ map: L.Map; markers: Map<number, L.Marker> } | null>(null);

  useEffect(() => {
    if (!holder.current) return;
    const map = L.map(holder.current, {
      center: [config.center.latitude, config.center.longitude],
      zoom: config.zoom,
    });
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
        .bindTooltip(p.name, { permanent: true, direction: 'right', offset: [10, 0], className: 'park-label' })
        .addTo(map);
      markers.set(p.id, marker);
    }
    const showNames = () => holder.current?.classList.toggle('park-map-names-hidden', map.getZoom() < namesFromZoom);
    map.on('zoomend', showNames);
    const points = parks.map((p): L.LatLngTuple => [p.latitude, p.longitude]);
    // no animation: a zoom still animating would swallow a park chosen from the list straight away
    if (points.length > 1) {
      map.fitBounds(L.latLngBounds(points), { padding: [48, 48], maxZoom: focusZoom, animate: false });
    } else if (points[0]) map.setView(points[0], focusZoom, { animate: false });
    showNames();
    drawn.current = { map, markers };
    return () => {
      drawn.current = null;
      map.remove();
    };
  }, [config, parks, t]);

  useEffect(() => {
    const marker = focus && drawn.current?.markers.get(focus.parkId);
    if (!marker || !drawn.current) return;
    const { map } = drawn.current;
    map.setView(marker.getLatLng(), Math.max(map.getZoom(), focusZoom), { animate: false });
    marker.openPopup();
  }, [focus]);

  return <div ref={holder} className={`park-map ${config.tileUrl ? '' : 'park-map-plain'}`} />;
}
