// A star rating shown as five stars (whole stars filled), read out as 'Rated 4 out of 5'.
import { Star } from 'lucide-react';
import { cn } from '@web/lib/utils';

export function Stars({ rating, size = 'md' }: { rating: number; size?: 'sm' | 'md' }) {
  const rounded = Math.round(rating);
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn(size === 'sm' ? 'size-3.5' : 'size-4', i <= rounded ? 'fill-gold text-gold-dark' : 'fill-transparent text-[#d9c9ad]')}
        />
      ))}
    </span>
  );
}
