// The photos at the top of a request's details, in a row that scrolls sideways; each opens full size.
export function PhotoStrip({ label, images }: { label: string; images: { url: string; alt: string }[] }) {
  if (images.length === 0) return null;
  return (
    <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={label}>
      {images.map((img) => (
        <li key={img.url} className="shrink-0">
          <a href={img.url} target="_blank" rel="noreferrer">
            <img src={img.url} alt={img.alt} className="size-24 rounded-xl border object-cover" loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}
