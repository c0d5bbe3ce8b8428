// A Leaflet map of businesses: one pin each (choosing a pin calls onSelect), the visitor's position when
// known, framed to fit the pins. Tiles come from the site's configured tile URL. Loaded lazily (see
// index.tsx) so Leaflet and its styles are fetched only by screens that show a map.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { CircleMarker, MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import { cn } from '@web/lib/utils';
import { PIN_PATH } from './pin-shape';
import { isOpenStreetMap, OSM_COPYRIGHT } from './tiles';
import type { MapPoint, ResultsMapProps } from './types';

const US_CENTER: L.LatLngTuple = [39.5, -96.5];

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

// One icon per business, never rebuilt: rebuilding replaces the pin's element and drops keyboard focus.
// The chosen pin is marked with a class instead (darker, larger, in front).
function pinIcon(name: string): L.DivIcon {
  return L.divIcon({
    className: 'results-map-pin group',
    iconSize: [32, 40],
    iconAnchor: [16, 40],
    html:
      '<svg viewBox="0 0 32 40" width="32" height="40" aria-hidden="true" class="origin-bottom transition-transform drop-shadow-md group-[.is-selected]:scale-125">' +
      `<path d="${PIN_PATH}" class="fill-ember group-[.is-selected]:fill-espresso" stroke="#fff" stroke-width="2"/>` +
      '<circle cx="16" cy="15" r="5.5" class="fill-cream group-[.is-selected]:fill-gold"/></svg>' +
      `<span class="sr-only">${escapeHtml(name)}</span>`,
  });
}

function Pin({ point, selected, onSelect }: { point: MapPoint; selected: boolean; onSelect: (id: number) => void }) {
  const marker = useRef<L.Marker>(null);
  const icon = useMemo(() => pinIcon(point.name), [point.name]);
  useEffect(() => {
    const element = marker.current?.getElement();
    element?.classList.toggle('is-selected', selected);
    if (selected) element?.setAttribute('aria-current', 'true');
    else element?.removeAttribute('aria-current');
  }, [selected]);
  const handlers = useMemo<L.LeafletEventHandlerFnMap>(
    () => ({
      click: () => onSelect(point.id),
      // Leaflet makes pins focusable buttons; Enter or Space chooses one, as a click does.
      keypress: (event) => {
        const key = (event as L.LeafletKeyboardEvent).originalEvent.key;
        if (key === 'Enter' || key === ' ') onSelect(point.id);
      },
    }),
    [onSelect, point.id],
  );
  return (
    <Marker
      ref={marker}
      position={[point.latitude, point.longitude]}
      icon={icon}
      title={point.name}
      zIndexOffset={selected ? 1000 : 0}
      eventHandlers={handlers}
    />
  );
}

function attributionFor(tileUrl: string): string | undefined {
  return isOpenStreetMap(tileUrl) ? `&copy; <a href="${OSM_COPYRIGHT}">OpenStreetMap</a> contributors` : undefined;
}

/** Frames the pins (and the visitor) whenever the set of pins changes. */
function FitToPoints({ bounds }: { bounds: L.LatLngTuple[] }) {
  const map = useMap();
  const key = bounds.map((b) => b.join(',')).join(';');
  useEffect(() => {
    if (bounds.length === 1) map.setView(bounds[0]!, 13);
    else if (bounds.length > 1) map.fitBounds(bounds, { padding: [36, 36], maxZoom: 14 });
    // `key` stands for `bounds`: refit only when the pins really change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
}

/**
 * Leaflet finishes a zoom animation on a 250 ms timer that outlives `map.remove()`, and then reads the
 * removed panes (Leaflet issue #9575). Marking the animation over when the map unloads makes that timer
 * a no-op, so leaving the page mid-zoom throws nothing.
 */
function EndZoomOnUnload() {
  const map = useMap();
  // Never unsubscribed: React may run this component's cleanup before MapContainer removes the map.
  useEffect(() => {
    map.once('unload', () => {
      (map as unknown as { _animatingZoom: boolean })._animatingZoom = false;
    });
  }, [map]);
  return null;
}

export default function ResultsMap({ points, selectedId, onSelect, userLocation, tileUrl, className, label = 'Map of results' }: ResultsMapProps) {
  const bounds = useMemo(() => {
    const list: L.LatLngTuple[] = points.map((p) => [p.latitude, p.longitude]);
    if (userLocation && list.length) list.push([userLocation.latitude, userLocation.longitude]);
    return list;
  }, [points, userLocation]);

  return (
    // The label sits on the wrapper: react-leaflet does not pass aria attributes to the map's element.
    <div role="region" aria-label={label} className={cn('relative isolate overflow-hidden rounded-2xl border bg-muted shadow-card', className)}>
      <MapContainer center={US_CENTER} zoom={4} scrollWheelZoom className="size-full" attributionControl>
        <TileLayer url={tileUrl} attribution={attributionFor(tileUrl)} />
        <FitToPoints bounds={bounds} />
        <EndZoomOnUnload />
        {userLocation && (
          <CircleMarker
            center={[userLocation.latitude, userLocation.longitude]}
            radius={8}
            interactive={false}
            pathOptions={{ color: '#ffffff', weight: 3, fillColor: '#2563eb', fillOpacity: 1 }}
          />
        )}
        {points.map((p) => (
          <Pin key={p.id} point={p} selected={p.id === selectedId} onSelect={onSelect} />
        ))}
      </MapContainer>
    </div>
  );
}
