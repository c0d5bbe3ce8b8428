// A message in place of what could not be shown: an icon in a gold circle, a title, a line of text and the
// ways on. PageNotice fills the page (not found, failed to load); EmptyNotice is a box among the page's parts
// (no results, nothing posted yet).
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';
import { IconTile } from '@web/components/icon-tile';

const TONES = {
  gold: 'bg-gold-soft text-gold-ink',
  /** Something went wrong. */
  ember: 'bg-ember-soft text-ember',
};

const PAGE_SIZES = {
  default: { section: 'gap-5 py-16', circle: 'size-16', icon: 'size-8', text: 'gap-2', title: 'sm:text-4xl' },
  large: { section: 'gap-6 py-20', circle: 'size-20', icon: 'size-10', text: 'gap-3', title: 'sm:text-5xl' },
};

export interface PageNoticeProps {
  icon: LucideIcon;
  title: ReactNode;
  description: ReactNode;
  /** A short line above the title, such as 'Error 404'. */
  eyebrow?: string;
  /** A failure the visitor should hear about at once. */
  alert?: boolean;
  size?: keyof typeof PAGE_SIZES;
  tone?: keyof typeof TONES;
  /** The buttons under the text. */
  children?: ReactNode;
}

export function PageNotice({ icon: Icon, title, description, eyebrow, alert = false, size = 'default', tone = 'gold', children }: PageNoticeProps) {
  const sizes = PAGE_SIZES[size];
  return (
    <section role={alert ? 'alert' : undefined} className={cn('container-page flex flex-1 flex-col items-center justify-center text-center', sizes.section)}>
      <div className={cn('flex items-center justify-center rounded-full', TONES[tone], sizes.circle)}>
        <Icon className={sizes.icon} aria-hidden="true" />
      </div>
      <div className={cn('flex flex-col', sizes.text)}>
        {eyebrow && <p className="text-sm font-bold uppercase tracking-[0.16em] text-gold-ink">{eyebrow}</p>}
        <h1 className={cn('text-3xl text-espresso', sizes.title)}>{title}</h1>
        <p className="mx-auto max-w-md text-muted-foreground">{description}</p>
      </div>
      {children && <div className="flex flex-wrap justify-center gap-3">{children}</div>}
    </section>
  );
}

export interface EmptyNoticeProps {
  icon: LucideIcon;
  title: ReactNode;
  /** The title's level in the page's outline. */
  heading?: 'h2' | 'h3';
  description: ReactNode;
  /** The buttons under the text. */
  children?: ReactNode;
}

export function EmptyNotice({ icon: Icon, title, heading: Heading = 'h2', description, children }: EmptyNoticeProps) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-3xl border border-dashed bg-card px-6 py-12 text-center shadow-card">
      <IconTile icon={Icon} size="2xl" shape="round" />
      <div className="max-w-md space-y-2">
        <Heading className="text-2xl">{title}</Heading>
        <p className="text-muted-foreground">{description}</p>
      </div>
      {children}
    </div>
  );
}
