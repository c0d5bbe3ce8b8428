// A large outlined link with an icon, a label and a line of text: Site Management's page and download tiles.
import type { LucideIcon } from 'lucide-react';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Button } from '@web/components/ui/button';

interface LinkTileProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  icon: LucideIcon;
  label: string;
  text: string;
  /** After the label: a marker and its words for screen readers. */
  trailing?: ReactNode;
}

export function LinkTile({ icon: Icon, label, text, trailing, ...anchor }: LinkTileProps) {
  return (
    <Button asChild variant="outline" className="h-auto w-full flex-col items-start gap-1 whitespace-normal p-4 text-left md:h-auto">
      <a {...anchor}>
        <span className="flex w-full items-center gap-2 text-base">
          <Icon className="size-5 text-gold-ink" aria-hidden="true" />
          {label}
          {trailing}
        </span>
        <span className="text-sm font-normal text-muted-foreground">{text}</span>
      </a>
    </Button>
  );
}
