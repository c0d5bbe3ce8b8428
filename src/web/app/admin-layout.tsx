// The staff shell for the admin login and dashboard: the brand and a plain frame, no public navigation.
import { Outlet, ScrollRestoration } from 'react-router';
import { LogoMark } from '@web/components/logo';
import { Badge } from '@web/components/ui/badge';
import { siteSettings } from '@web/lib/inline-site-settings';
import { NavigationProgress } from './navigation-progress';
import { SkipLink } from './layout';

export function AdminLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-[#faf5ea]">
      <SkipLink />
      <NavigationProgress />
      <header className="border-b bg-espresso text-cream">
        <div className="container-page flex h-16 items-center gap-3">
          <LogoMark className="size-9" />
          <span className="font-display text-lg font-black tracking-tight">{siteSettings.name}</span>
          <Badge variant="default" className="ml-1">
            Admin
          </Badge>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <footer className="border-t py-5 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} {siteSettings.name} · Staff area
      </footer>
      <ScrollRestoration />
    </div>
  );
}
