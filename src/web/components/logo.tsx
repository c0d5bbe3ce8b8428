// The brand: a gold gear with a warm heart at its hub (the engine that gets you), the wordmark and the tagline.
import { cn } from '@web/lib/utils';
import { siteSettings, TAGLINE } from '@web/lib/inline-site-settings';

/**
 * The gear mark alone; decorative unless given a title. It is the site's icon file itself, so pages carry
 * no copy of its drawing and the browser fetches it once for the tab and every page.
 */
export function LogoMark({ className, title }: { className?: string; title?: string }) {
  return (
    <img
      src="/favicon.svg"
      alt={title ?? ''}
      aria-hidden={title ? undefined : true}
      width={48}
      height={48}
      decoding="async"
      className={cn('size-10 shrink-0', className)}
    />
  );
}

const sizes = {
  sm: { mark: 'size-8', name: 'text-[1.05rem]', tagline: 'text-[0.6rem]' },
  md: { mark: 'size-10', name: 'text-xl', tagline: 'text-[0.65rem]' },
  lg: { mark: 'size-16 sm:size-20', name: 'text-3xl sm:text-4xl', tagline: 'text-xs sm:text-sm' },
} as const;

export interface LogoProps {
  className?: string;
  size?: keyof typeof sizes;
  /** Show the tagline under the name. */
  tagline?: boolean;
  /** 'light' for dark backgrounds. */
  tone?: 'dark' | 'light';
  /** Extra classes for the tagline, e.g. to hide it at some widths. */
  taglineClassName?: string;
  /** Extra classes for the name, e.g. to hide it on the narrowest phones. */
  nameClassName?: string;
}

/** Mark plus wordmark. Decorative text only: wrap it in a link with an accessible name where it links. */
export function Logo({ className, size = 'md', tagline = true, tone = 'dark', taglineClassName, nameClassName }: LogoProps) {
  const s = sizes[size];
  const [first, ...rest] = siteSettings.name.split(' ');
  const hasPrefix = rest.length > 0 && first?.toLowerCase() === 'the';
  return (
    <span className={cn('inline-flex items-center', size === 'sm' ? 'gap-2' : 'gap-2.5', className)}>
      <LogoMark className={s.mark} />
      <span className={cn('flex flex-col leading-none', nameClassName)}>
        <span className={cn('font-display font-black tracking-tight', tone === 'dark' ? 'text-espresso' : 'text-cream', s.name)}>
          {hasPrefix ? (
            <>
              <span className={cn('font-bold', tone === 'dark' ? 'text-gold-ink' : 'text-gold')}>{first}</span> {rest.join(' ')}
            </>
          ) : (
            siteSettings.name
          )}
        </span>
        {tagline && (
          <span
            className={cn(
              'mt-1 font-semibold uppercase tracking-[0.14em]',
              tone === 'dark' ? 'text-muted-foreground' : 'text-[#d9cbb5]',
              s.tagline,
              taglineClassName,
            )}
          >
            {TAGLINE}
          </span>
        )}
      </span>
    </span>
  );
}
