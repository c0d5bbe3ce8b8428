// The empty state of a category page: the spec's title and line, and a way back when filters hide everything.
import { Newspaper } from 'lucide-react';
import { Button } from '@web/components/ui/button';

export interface ArticlesEmptyProps {
  title: string;
  category: string;
  filtered: boolean;
  failed: boolean;
  onClear: () => void;
  onRetry: () => void;
}

export function ArticlesEmpty({ title, category, filtered, failed, onClear, onRetry }: ArticlesEmptyProps) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-3xl border border-dashed bg-card px-6 py-14 text-center shadow-card">
      <div className="flex size-16 items-center justify-center rounded-full bg-gold-soft">
        <Newspaper className="size-8 text-gold-ink" aria-hidden="true" />
      </div>
      <div className="max-w-md space-y-2">
        <h2 className="text-2xl">{title}</h2>
        {failed ? (
          <p className="text-muted-foreground">We could not load the articles right now. Please check your connection and try again.</p>
        ) : filtered ? (
          <p className="text-muted-foreground">No {category} articles match your search or location. Try other keywords or choose All Locations.</p>
        ) : (
          <p className="text-muted-foreground">{category} articles will appear here once they are approved by our admin team.</p>
        )}
      </div>
      {failed ? (
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      ) : (
        filtered && (
          <Button variant="outline" onClick={onClear}>
            Clear search and location
          </Button>
        )
      )}
    </div>
  );
}
