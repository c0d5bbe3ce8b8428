// Phones only: the six sections as big buttons under 'Explore' (wider screens have them in the top bar).
import { Link } from 'react-router';
import { mainNav } from '@web/main-nav';
import { IconTile } from '@web/components/icon-tile';

export function ExploreGrid() {
  return (
    <section aria-labelledby="explore-heading" className="container-page pt-8 md:hidden">
      <h2 id="explore-heading" className="mb-4 text-2xl text-espresso">
        Explore
      </h2>
      <ul className="grid grid-cols-2 gap-3">
        {mainNav.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="flex h-full min-h-24 flex-col justify-between gap-3 rounded-2xl border bg-card p-4 shadow-card transition-[border-color,transform] outline-none hover:border-gold-dark focus-visible:ring-2 focus-visible:ring-ring active:scale-[0.98]"
            >
              <IconTile icon={item.icon} />
              <span className="font-display text-base font-extrabold leading-tight text-espresso">{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
