// Three short promises under the search: how the directory works, in plain words.
import { MessageSquareHeart, Search, ShieldCheck } from 'lucide-react';
import { IconTile } from '@web/components/icon-tile';

const PROMISES = [
  {
    icon: Search,
    title: 'Search your way',
    text: 'Look up a business by name, service or type, then narrow it down by state or by distance from you.',
  },
  {
    icon: MessageSquareHeart,
    title: 'Hear from neighbors',
    text: 'Read reviews from people in the community, and share your own experience to help others.',
  },
  {
    icon: ShieldCheck,
    title: 'Checked by people',
    text: 'Our team reviews every business before it appears in the directory, usually within 48 hours.',
  },
] as const;

export function CommunityPromise() {
  return (
    <section aria-labelledby="promise-heading" className="container-page py-10 md:py-16">
      <h2 id="promise-heading" className="mb-4 text-xl text-espresso md:mb-8 md:text-center md:text-3xl">
        Built for our community
      </h2>
      <ul className="grid gap-3 md:grid-cols-3 md:gap-6">
        {PROMISES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3 rounded-2xl border bg-card p-4 shadow-card md:flex-col md:gap-4 md:p-6">
            <IconTile icon={Icon} size="md" tone="ember" />
            <div className="flex flex-col gap-1">
              <h3 className="text-base text-espresso md:text-lg">{title}</h3>
              <p className="text-sm text-muted-foreground md:text-[0.95rem]">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
