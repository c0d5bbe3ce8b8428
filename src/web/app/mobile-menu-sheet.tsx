// The phone menu's sheet with the six section links and the account entry; loaded on first use to keep the
// first page light.
import { ChevronRight, Mail, Phone } from 'lucide-react';
import type * as React from 'react';
import { Logo } from '@web/components/logo';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@web/components/ui/sheet';
import { mailtoHref, telHref } from '@web/lib/contact-hrefs';
import { siteSettings } from '@web/lib/inline-site-settings';
import { mainNav } from '@web/main-nav';
import { IconTile } from '@web/components/icon-tile';
import { NavList, type NavLinkLook } from '@web/components/nav-list';
import { AccountEntry } from './account-entry';
import { SavedMenuLink } from './saved-menu-link';

export interface MobileMenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the menu: focus goes back to it when the menu closes. */
  returnFocusTo?: React.RefObject<HTMLElement | null>;
}

const MENU_LINK: NavLinkLook = [
  'flex min-h-12 items-center gap-3 rounded-xl px-3 text-base font-semibold transition-colors',
  'bg-gold-soft text-espresso',
  'text-foreground hover:bg-muted',
];

export function MobileMenuSheet({ open, onOpenChange, returnFocusTo }: MobileMenuSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="gap-0"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo?.current?.focus();
        }}
      >
        <SheetHeader className="pb-4">
          <SheetTitle className="sr-only">Menu</SheetTitle>
          <Logo size="sm" />
          <SheetDescription className="sr-only">Sections of the site</SheetDescription>
        </SheetHeader>
        <NavList
          label="Main"
          items={mainNav}
          className="flex-1 overflow-y-auto border-t px-3 py-3"
          listClassName="flex flex-col gap-1"
          look={MENU_LINK}
          onNavigate={() => onOpenChange(false)}
        >
          {(item) => (
            <>
              <IconTile icon={item.icon} size="xs" tone="muted" className="rounded-lg [&_svg]:size-5" />
              <span className="flex-1">{item.label}</span>
              <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
            </>
          )}
        </NavList>
        <div className="border-t px-3 py-3">
          <SavedMenuLink onNavigate={() => onOpenChange(false)} />
        </div>
        <div className="border-t px-3 py-3">
          <AccountEntry place="sheet" onNavigate={() => onOpenChange(false)} />
        </div>
        <div className="flex flex-col gap-2 border-t bg-muted/60 px-5 py-5 text-sm">
          <p className="font-semibold text-espresso">Need a hand?</p>
          <a
            href={mailtoHref(siteSettings.supportEmail) ?? undefined}
            className="inline-flex min-h-11 items-center gap-2.5 text-foreground underline-offset-4 hover:underline"
          >
            <Mail className="size-4 text-gold-ink" aria-hidden="true" />
            {siteSettings.supportEmail}
          </a>
          <a
            href={telHref(siteSettings.supportPhone) ?? undefined}
            className="inline-flex min-h-11 items-center gap-2.5 text-foreground underline-offset-4 hover:underline"
          >
            <Phone className="size-4 text-gold-ink" aria-hidden="true" />
            {siteSettings.supportPhone}
          </a>
        </div>
      </SheetContent>
    </Sheet>
  );
}
