// Phones only: the six sections as a grid of buttons under 'Explore' (wider screens have them in the top bar).
import { Link } from 'react-router';
import { mainNav } from '@web/main-nav';
import { IconTile } from '@web/components/icon-tile';

export function ExploreGrid() {
  return (
    <section aria-labelledby="explore-heading" className="container-page pt-10 md:hidden">
      <h2 id="explore-heading" className="mb-4 text-xl text-espresso">
        Explore
      </h2>
      <ul className="grid grid-cols-2 gap-3">
        {mainNav.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="flex h-full min-h-14 flex-col items-start gap-2 rounded-2xl border bg-card p-3 shadow-card transition-[border-color,transform] outline-none hover:border-gold-dark focus-visible:ring-2 focus-visible:ring-ring active:scale-[0.98] min-[370px]:flex-row min-[370px]:items-center min-[370px]:gap-2.5"
            >
              <IconTile icon={item.icon} size="xs" />
              <span className="font-display text-[0.95rem] font-extrabold leading-tight text-espresso">{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
