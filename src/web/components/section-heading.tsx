// The heading that names a titled section (aria-labelledby points at its id) and the line under it, in the
// three sizes sections come in: a part of a page, a card of a long form, a group of filters.
import type { ReactNode } from 'react';

const SIZES = {
  page: { block: 'space-y-1', title: 'text-2xl md:text-3xl', note: 'text-muted-foreground' },
  form: { block: 'grid gap-0.5', title: 'text-xl text-espresso md:text-2xl', note: 'text-sm text-muted-foreground' },
  filter: { block: 'space-y-0.5', title: 'text-base font-bold', note: 'text-sm text-muted-foreground' },
};

export interface SectionHeadingProps {
  id: string;
  title: string;
  note?: ReactNode;
  size: keyof typeof SIZES;
  /** The title's level in the page's outline. */
  level?: 'h2' | 'h3';
}

export function SectionHeading({ id, title, note, size, level: Heading = 'h2' }: SectionHeadingProps) {
  const sizes = SIZES[size];
  return (
    <div className={sizes.block}>
      <Heading id={id} className={sizes.title}>
        {title}
      </Heading>
      {note && <p className={sizes.note}>{note}</p>}
    </div>
  );
}
