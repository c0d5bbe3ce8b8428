// Phones and tablets: switch the results between the list and the map.
import { List, Map as MapIcon } from 'lucide-react';
import { SegmentedToggle } from '@web/components/segmented-toggle';
import type { ResultsView } from '../search-params';

const VIEWS = [
  { value: 'list', label: 'List', icon: List },
  { value: 'map', label: 'Map', icon: MapIcon },
] as const;

export function ViewToggle({ view, onChange, className }: { view: ResultsView; onChange: (view: ResultsView) => void; className?: string }) {
  return <SegmentedToggle label="Show results as" options={VIEWS} value={view} onChange={onChange} look="roomy" className={className} />;
}
