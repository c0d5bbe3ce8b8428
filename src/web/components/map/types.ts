// The props of the results map, kept apart so screens can type them without loading Leaflet.
export interface MapPoint {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

export interface ResultsMapProps {
  points: readonly MapPoint[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  userLocation?: { latitude: number; longitude: number } | null;
  /** A Leaflet tile URL template, e.g. https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png */
  tileUrl: string;
  className?: string;
  /** Accessible name of the map region. */
  label?: string;
}
