// The saved or shared businesses as the directory's cards, one column, each with what can be done to it
// here (remove it from the saved list).
import type { ReactNode } from 'react';
import type { ListingCard } from '@shared/schemas/listing';
import { BusinessCard } from '@web/components/business-card';

export function SavedCards({ cards, action }: { cards: readonly ListingCard[]; action?: (card: ListingCard) => ReactNode }) {
  return (
    <ol className="flex flex-col gap-4" aria-label="Businesses">
      {cards.map((card, index) => (
        <li key={card.id} className="flex flex-col gap-2">
          <BusinessCard listing={card} priority={index === 0} />
          {action && <div className="flex justify-end">{action(card)}</div>}
        </li>
      ))}
    </ol>
  );
}
