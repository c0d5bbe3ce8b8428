// The brand: a gold gear with a warm heart at its hub (the engine that gets you), the wordmark and the tagline.
import { cn } from '@web/lib/utils';
import { siteSettings, TAGLINE } from '@web/lib/site-settings';

/** The gear mark alone; decorative unless given a title. */
export function LogoMark({ className, title }: { className?: string; title?: string }) {
  return (
    <svg
      viewBox="0 0 48 48"
      className={cn('size-10 shrink-0', className)}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      {/* ten tapered teeth, one at the top */}
      <path d="M20.99 6.46 L21.6 1.63 A22.5 22.5 0 0 1 26.4 1.63 L27.01 6.46 A17.8 17.8 0 0 1 31.88 8.04 L35.21 4.49 A22.5 22.5 0 0 1 39.09 7.31 L36.74 11.57 A17.8 17.8 0 0 1 39.76 15.72 L44.54 14.81 A22.5 22.5 0 0 1 46.02 19.37 L41.61 21.44 A17.8 17.8 0 0 1 41.61 26.56 L46.02 28.63 A22.5 22.5 0 0 1 44.54 33.19 L39.76 32.28 A17.8 17.8 0 0 1 36.74 36.43 L39.09 40.69 A22.5 22.5 0 0 1 35.21 43.51 L31.88 39.96 A17.8 17.8 0 0 1 27.01 41.54 L26.4 46.37 A22.5 22.5 0 0 1 21.6 46.37 L20.99 41.54 A17.8 17.8 0 0 1 16.12 39.96 L12.79 43.51 A22.5 22.5 0 0 1 8.91 40.69 L11.26 36.43 A17.8 17.8 0 0 1 8.24 32.28 L3.46 33.19 A22.5 22.5 0 0 1 1.98 28.63 L6.39 26.56 A17.8 17.8 0 0 1 6.39 21.44 L1.98 19.37 A22.5 22.5 0 0 1 3.46 14.81 L8.24 15.72 A17.8 17.8 0 0 1 11.26 11.57 L8.91 7.31 A22.5 22.5 0 0 1 12.79 4.49 L16.12 8.04 A17.8 17.8 0 0 1 20.99 6.46Z" fill="#D4A017" />
      <circle cx="24" cy="24" r="11.5" fill="#1C1410" />
      {/* the heart at the hub */}
      <path
        d="M24 31c-.3 0-.5-.1-.7-.3-3.6-3.1-5.9-5.1-5.9-7.8 0-2 1.6-3.6 3.5-3.6 1.3 0 2.4.6 3.1 1.6.7-1 1.8-1.6 3.1-1.6 1.9 0 3.5 1.6 3.5 3.6 0 2.7-2.3 4.7-5.9 7.8-.2.2-.4.3-.7.3z"
        fill="#F0C94D"
      />
    </svg>
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
        {tagline && <span className={cn('mt-1 font-semibold uppercase tracking-[0.14em]', tone === 'dark' ? 'text-muted-foreground' : 'text-[#d9cbb5]', s.tagline, taglineClassName)}>{TAGLINE}</span>}
      </span>
    </span>
  );
}
