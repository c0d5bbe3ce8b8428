// Phones and tablets: switch the results between the list and the map.
import { List, Map as MapIcon } from 'lucide-react';
import { cn } from '@web/lib/utils';
import type { ResultsView } from '../search-params';

export function ViewToggle({ view, onChange, className }: { view: ResultsView; onChange: (view: ResultsView) => void; className?: string }) {
  const option = (value: ResultsView, label: string, Icon: typeof List) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => onChange(value)}
      className={cn(
        'inline-flex h-10 flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-lg px-4 text-sm font-semibold outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring',
        view === value ? 'bg-card text-espresso shadow-card' : 'text-muted-foreground hover:text-foreground',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      {label}
    </button>
  );
  return (
    <div role="group" aria-label="Show results as" className={cn('inline-flex rounded-xl border bg-muted p-0.5', className)}>
      {option('list', 'List', List)}
      {option('map', 'Map', MapIcon)}
    </div>
  );
}
