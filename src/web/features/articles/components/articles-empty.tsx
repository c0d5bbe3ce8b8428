// The empty state of a category page: the spec's title and line, and a way back when filters hide everything.
import { Newspaper } from 'lucide-react';
import { EmptyNotice } from '@web/components/notice';
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
    <EmptyNotice
      icon={Newspaper}
      title={title}
      description={
        failed
          ? 'We could not load the articles right now. Please check your connection and try again.'
          : filtered
            ? `No ${category} articles match your search or location. Try other keywords or choose All Locations.`
            : `${category} articles will appear here once they are approved by our admin team.`
      }
    >
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
    </EmptyNotice>
  );
}
