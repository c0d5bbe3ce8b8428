// The staff dashboard (/admin-dashboard): needs a live session (else back to /admin-login); Logout; eleven
// tabs with count badges, Business Requests first. The open tab is kept in the address (?tab=).
import {
  BadgeCheck,
  CalendarHeart,
  FilePenLine,
  Flag,
  HandHeart,
  LogOut,
  MessageSquareText,
  Newspaper,
  Settings2,
  ShieldAlert,
  ShieldCheck,
  Store,
  UserRound,
} from 'lucide-react';
import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { toast } from '@web/lib/toast';
import { titleOf } from '@web/lib/page-head';
import type { PageHandle } from '@web/app/page-handle';
import { cn } from '@web/lib/utils';
import { paths } from '@shared/paths';
import { onSessionExpired } from '../api/admin-client';
import { useAdminCounts } from '../api/requests';
import { useAdminSession, useLogout } from '../api/session';
import { AttributesTab } from '../components/attributes-tab';
import { BlogRequestsTab } from '../components/blog-requests-tab';
import { BusinessRequestsTab } from '../components/business-requests-tab';
import { EditRequestsTab } from '../components/edit-requests-tab';
import { EventsTab } from '../components/events-tab';
import { GetInvolvedTab } from '../components/get-involved-tab';
import { HeldReviewsTab } from '../components/held-reviews-tab';
import { OwnerClaimsTab } from '../components/owner-claims-tab';
import { ReviewsTab } from '../components/reviews-tab';
import { ReportsTab } from '../components/reports-tab';
import { SiteManagementTab } from '../components/site-management-tab';
import { formatCount } from '@shared/format-count';

const TABS = [
  { value: 'business', label: 'Business Requests', icon: Store, Panel: BusinessRequestsTab },
  { value: 'edits', label: 'Edit Requests', icon: FilePenLine, Panel: EditRequestsTab },
  { value: 'claims', label: 'Owner Claims', icon: BadgeCheck, Panel: OwnerClaimsTab },
  { value: 'events', label: 'Event Requests', icon: CalendarHeart, Panel: EventsTab },
  { value: 'get-involved', label: 'Get Involved', icon: HandHeart, Panel: GetInvolvedTab },
  { value: 'blogs', label: 'Blog Requests', icon: Newspaper, Panel: BlogRequestsTab },
  { value: 'reviews', label: 'Reviews', icon: MessageSquareText, Panel: ReviewsTab },
  { value: 'held-reviews', label: 'Held reviews', icon: ShieldAlert, Panel: HeldReviewsTab },
  { value: 'reports', label: 'Reports', icon: Flag, Panel: ReportsTab },
  { value: 'attributes', label: 'Attributes', icon: ShieldCheck, Panel: AttributesTab },
  { value: 'site', label: 'Site Management', icon: Settings2, Panel: SiteManagementTab },
] as const;
type TabValue = (typeof TABS)[number]['value'];
const DEFAULT_TAB: TabValue = 'business';
/** The same column as the staff header above. */
const WIDE = 'container-page';

/** Request tabs count what waits for a decision (urgent); Reviews and Site Management count their items. */
function useBadges(): Partial<Record<TabValue, { count: number; label: string; urgent: boolean }>> {
  const { data } = useAdminCounts();
  if (!data) return {};
  const pending = (n: number) => ({ count: n, label: `${formatCount(n)} pending`, urgent: true });
  return {
    business: pending(data.listingRequests.pending),
    edits: pending(data.editRequests.pending),
    claims: pending(data.claims.pending),
    events: pending(data.events.pending),
    'get-involved': pending(data.getInvolved.pending),
    blogs: pending(data.blogRequests.pending),
    reviews: { count: data.reviews, label: formatCount(data.reviews, 'review'), urgent: false },
    'held-reviews': { count: data.heldReviews, label: `${formatCount(data.heldReviews)} held`, urgent: true },
    reports: { count: data.reports, label: `${formatCount(data.reports)} open`, urgent: true },
    attributes: { count: data.attributes, label: `${formatCount(data.attributes)} to check`, urgent: false },
    site: { count: data.suggestions, label: formatCount(data.suggestions, 'suggestion'), urgent: false },
  };
}

function Dashboard({ username }: { username: string }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const logout = useLogout();
  const badges = useBadges();
  const requested = params.get('tab');
  const tab: TabValue = TABS.some((t) => t.value === requested) ? (requested as TabValue) : DEFAULT_TAB;

  useEffect(
    () =>
      onSessionExpired(() => {
        toast.error('Session ended', { description: 'Please sign in again to continue.', id: 'session-ended' });
        void navigate(paths.adminLogin, { replace: true });
      }),
    [navigate],
  );

  const select = (value: string) => setParams(value === DEFAULT_TAB ? {} : { tab: value }, { replace: true });

  const signOut = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        toast.success('Signed out', { description: 'You have been logged out of the admin dashboard.' });
        void navigate(paths.adminLogin, { replace: true });
      },
    });

  return (
    <div className="flex flex-1 flex-col">
      <div className="border-b bg-gradient-to-b from-gold-soft/60 to-[#faf5ea]">
        <div className={`${WIDE} flex items-start justify-between gap-4 py-6 sm:items-end md:py-8`}>
          <div className="grid gap-1">
            <p className="text-xs font-bold uppercase tracking-[0.16em] text-gold-ink">Staff area</p>
            <h1 className="text-[1.4rem] text-espresso sm:text-3xl md:text-4xl">Admin Dashboard</h1>
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <UserRound className="size-4" aria-hidden="true" />
              Signed in as <span className="font-semibold text-foreground">{username}</span>
            </p>
          </div>
          <Button variant="outline" size="sm" onClick={signOut} disabled={logout.isPending} className="shrink-0 sm:h-10 sm:px-5">
            <LogOut aria-hidden="true" />
            {logout.isPending ? 'Logging out...' : 'Logout'}
          </Button>
        </div>
      </div>
      <Tabs
        value={tab}
        onValueChange={select}
        orientation="vertical"
        className={`${WIDE} grid gap-6 py-6 md:py-8 lg:grid-cols-[16.5rem_minmax(0,1fr)] lg:items-start`}
      >
        <div className="grid gap-2 sm:hidden">
          <label htmlFor="dashboard-section" className="text-sm font-semibold">
            Dashboard section
          </label>
          <Select value={tab} onValueChange={select}>
            <SelectTrigger id="dashboard-section" className="h-12 bg-card text-base font-semibold">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {TABS.map(({ value, label }) => (
                <SelectItem key={value} value={value}>
                  {label}
                  {badges[value] ? ` (${formatCount(badges[value].count)})` : ''}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <TabsList
          aria-label="Dashboard sections"
          className="hidden h-auto w-full gap-1 overflow-visible bg-[#f1e4ca] p-1.5 sm:flex sm:flex-wrap lg:sticky lg:top-4 lg:flex-col lg:items-stretch"
        >
          {TABS.map(({ value, label, icon: Icon }) => {
            const badge = badges[value];
            return (
              <TabsTrigger key={value} value={value} className="gap-2 sm:flex-auto lg:h-11 lg:justify-start lg:px-3">
                <Icon aria-hidden="true" className="hidden lg:block" />
                {label}
                {badge && (
                  <span
                    aria-label={badge.label}
                    className={cn(
                      'min-w-6 rounded-full px-1.5 text-center text-xs leading-5 tabular-nums lg:ml-auto',
                      badge.urgent && badge.count > 0 ? 'bg-ember text-white' : 'bg-espresso/10 text-foreground',
                    )}
                  >
                    {badge.count > 999 ? '999+' : badge.count}
                  </span>
                )}
              </TabsTrigger>
            );
          })}
        </TabsList>
        <div className="min-w-0">
          {TABS.map(({ value, Panel }) => (
            <TabsContent key={value} value={value} className="focus-visible:ring-offset-4">
              <Panel />
            </TabsContent>
          ))}
        </div>
      </Tabs>
    </div>
  );
}

export const adminDashboardPageHandle: PageHandle = { head: () => ({ title: titleOf('Admin Dashboard') }) };

export function AdminDashboardPage() {
  const session = useAdminSession();

  if (session.isPending) {
    return (
      <div className="container-page grid gap-4 py-10" role="status" aria-label="Checking your session">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-12" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (!session.data) return <Navigate to={paths.adminLogin} replace />;
  return <Dashboard username={session.data.username} />;
}
