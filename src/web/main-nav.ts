// The main navigation, in the spec's order: top bar, phone menu and the home page's Explore grid.
import { ClipboardCheck, HandHeart, Landmark, type LucideIcon, Newspaper, Sparkles, Store } from 'lucide-react';
import { paths } from '@shared/paths';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** One line for the home page's Explore grid. */
  blurb: string;
}

export const mainNav: readonly NavItem[] = [
  { label: 'Pop Culture', to: paths.popCulture, icon: Sparkles, blurb: 'Music, film and the culture' },
  { label: 'News', to: paths.news, icon: Newspaper, blurb: 'Stories from our communities' },
  { label: 'History', to: paths.history, icon: Landmark, blurb: 'Where we come from' },
  { label: 'New Businesses', to: paths.newBusinesses, icon: Store, blurb: 'Fresh ventures to support' },
  { label: 'Get Involved', to: paths.getInvolved, icon: HandHeart, blurb: 'Events and causes near you' },
  { label: 'Check Status', to: paths.checkStatus, icon: ClipboardCheck, blurb: 'Track your listing' },
];
