// Demo pictures: branded SVG cards rendered by sharp into the photo store's demo folder, never outside URLs.
import { loadSharp } from '../features/uploads/image-store';
import type { PhotoStore } from '@server/features/uploads';
import { BUSINESS_TYPE_NAMES, NOT_LISTED } from '@shared/reference';
import { ICONS, type IconName } from './icons';
import { slug } from './random';

const GOLD = '#D4A017';
const ORANGE = '#C2410C';
const BROWN = '#3F2A1E';
const CREAM = '#FFF7E6';
const EMERALD = '#047857';

/** Gradient start, gradient end, icon and text colour, accent. */
const PALETTES: readonly (readonly [string, string, string, string])[] = [
  [GOLD, ORANGE, BROWN, CREAM],
  [BROWN, ORANGE, CREAM, GOLD],
  [EMERALD, BROWN, GOLD, CREAM],
  [CREAM, GOLD, BROWN, ORANGE],
  [ORANGE, BROWN, CREAM, GOLD],
];

interface DemoImage {
  name: string;
  label: string;
  caption: string;
  icon: IconName;
  palette: number;
  layout: number;
}

const TYPE_ICONS: Record<string, IconName> = {
  'Beauty & Personal Care': 'scissors',
  'Restaurants & Food Services': 'utensils',
  'Retail & Boutiques': 'shoppingBag',
  'Health, Wellness & Fitness': 'dumbbell',
  'Professional Services': 'briefcase',
  'Home & Business Services': 'hammer',
  'Child & Family Services': 'baby',
  'Arts & Entertainment': 'palette',
  'Transportation & Auto': 'car',
  'Events, Culture & Experiences': 'partyPopper',
  'Technology & E-commerce': 'laptop',
  'Education & Training': 'graduationCap',
  'Finance & Insurance': 'piggyBank',
  'Health Care': 'stethoscope',
  'Crafts & Stationery': 'penTool',
  [NOT_LISTED]: 'store',
};

const TYPE_CAPTIONS = ['Black-owned and community-rooted', 'Open for business', 'Local, independent, ours'];

const ARTICLE_IMAGES: Record<string, { icons: IconName[]; captions: string[] }> = {
  News: { icons: ['newspaper', 'store', 'users'], captions: ['Community news', 'Main street report', 'Around the directory'] },
  'Pop Culture': { icons: ['mic', 'sparkles', 'coffee'], captions: ['Culture and style', 'On the scene', 'Taste and trends'] },
  History: { icons: ['landmark', 'bookOpen', 'store'], captions: ['Our history', 'From the archives', 'Builders before us'] },
  'Get Involved': { icons: ['handHeart', 'users', 'calendarHeart'], captions: ['Show up for your block', 'Volunteer with us', 'Programs near you'] },
};

function typeImageName(typeName: string, index: number): string {
  return `${slug(typeName === NOT_LISTED ? 'local-favorite' : typeName)}-${index + 1}`;
}

const url = (name: string) => `/uploads/demo/${name}.jpg`;

/** The three photo URLs of a business type; custom types share the 'Not Listed' set. */
export function typePhotoUrls(typeName: string): string[] {
  const known = BUSINESS_TYPE_NAMES.includes(typeName) ? typeName : NOT_LISTED;
  return [0, 1, 2].map((i) => url(typeImageName(known, i)));
}

export function articleImageUrl(category: string, index: number): string {
  return url(`article-${slug(category)}-${(index % 3) + 1}`);
}

export const EVENT_PHOTO_URLS = [url('event-1'), url('event-2'), url('event-3')];

function catalogue(): DemoImage[] {
  const images: DemoImage[] = [];
  BUSINESS_TYPE_NAMES.forEach((typeName, t) => {
    for (let i = 0; i < 3; i++) {
      images.push({
        name: typeImageName(typeName, i),
        label: typeName === NOT_LISTED ? 'Local Favorite' : typeName,
        caption: TYPE_CAPTIONS[i] ?? '',
        icon: TYPE_ICONS[typeName] ?? 'store',
        palette: (t + i * 2) % PALETTES.length,
        layout: i,
      });
    }
  });
  Object.entries(ARTICLE_IMAGES).forEach(([category, { icons, captions }], c) => {
    icons.forEach((icon, i) => {
      images.push({
        name: `article-${slug(category)}-${i + 1}`,
        label: category,
        caption: captions[i] ?? '',
        icon,
        palette: (c + i + 1) % PALETTES.length,
        layout: (i + c) % 3,
      });
    });
  });
  const eventIcons: IconName[] = ['calendarHeart', 'users', 'handHeart'];
  eventIcons.forEach((icon, i) => {
    images.push({
      name: `event-${i + 1}`,
      label: 'Community Event',
      caption: 'Come through and bring a friend',
      icon,
      palette: (i + 2) % PALETTES.length,
      layout: (i + 1) % 3,
    });
  });
  return images;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A pattern layer that gives each layout its own character. */
function pattern(layout: number, accent: string): string {
  if (layout === 0) {
    // Concentric rings behind the icon.
    return [220, 170, 120]
      .map((r, i) => `<circle cx="560" cy="250" r="${r}" fill="none" stroke="${accent}" stroke-opacity="${0.18 + i * 0.08}" stroke-width="14"/>`)
      .join('');
  }
  if (layout === 1) {
    // A woven band of blocks down the left edge, in the spirit of strip cloth.
    const colors = [GOLD, EMERALD, ORANGE, BROWN, CREAM];
    let out = '';
    for (let row = 0; row < 12; row++) {
      for (let col = 0; col < 3; col++) {
        out += `<rect x="${col * 40}" y="${row * 50}" width="40" height="50" fill="${colors[(row + col * 2) % colors.length]}" fill-opacity="0.85"/>`;
      }
    }
    return `${out}<rect x="120" y="0" width="8" height="600" fill="${accent}"/>`;
  }
  // Diagonal stripes across the top right corner.
  let out = '';
  for (let i = 0; i < 9; i++) {
    out += `<path d="M${420 + i * 60} 0 L${800} ${380 - i * 60 > 0 ? 380 - i * 60 : 0}" stroke="${accent}" stroke-opacity="0.22" stroke-width="16"/>`;
  }
  return out;
}

function svgFor(image: DemoImage): string {
  const [from, to, ink, accent] = PALETTES[image.palette] ?? PALETTES[0]!;
  const left = image.layout === 1 ? 170 : 56;
  const iconX = image.layout === 1 ? 470 : 440;
  const label = escapeXml(image.label);
  // Bold DejaVu runs about 0.68 em per character: shrink long labels to fit the card.
  const fontSize = Math.min(48, Math.floor((800 - left - 40) / (image.label.length * 0.68)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#g)"/>
${pattern(image.layout, accent)}
<g transform="translate(${iconX} 110) scale(11.5)" fill="none" stroke="${ink}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${ICONS[image.icon]}</g>
<rect x="${left}" y="452" width="64" height="8" rx="4" fill="${accent}"/>
<text x="${left}" y="510" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="${fontSize}" fill="${ink}">${label}</text>
<text x="${left}" y="552" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="24" fill="${ink}" fill-opacity="0.85">${escapeXml(image.caption)}</text>
</svg>`;
}

async function render(image: DemoImage, store: PhotoStore, stored: ReadonlySet<string>): Promise<number> {
  const full = `demo/${image.name}.jpg`;
  const thumb = `demo/${image.name}-thumb.jpg`;
  const base = (await loadSharp())(Buffer.from(svgFor(image)));
  const files = await Promise.all(
    [
      { name: full, make: () => base.clone().jpeg({ quality: 78, mozjpeg: false }).toBuffer() },
      { name: thumb, make: () => base.clone().resize(400, 300).jpeg({ quality: 78 }).toBuffer() },
    ]
      .filter(({ name }) => !stored.has(name))
      .map(async ({ name, make }) => ({ name, data: await make(), contentType: 'image/jpeg' })),
  );
  if (files.length) await store.save(files);
  return files.length;
}

/** Stores every demo picture that is not in the store yet; returns how many files were written. */
export async function writeDemoImages(store: PhotoStore): Promise<number> {
  const stored = new Set((await store.list()).map((photo) => photo.name));
  const queue = catalogue();
  let written = 0;
  // A few at a time: sharp already spreads each render over the thread pool.
  const workers = Array.from({ length: 4 }, async () => {
    for (let image = queue.shift(); image; image = queue.shift()) {
      const count = await render(image, store, stored);
      written += count;
    }
  });
  await Promise.all(workers);
  return written;
}

/** Every file name the catalogue writes, for tests. */
export function demoImageFiles(): string[] {
  return catalogue().flatMap((image) => [`${image.name}.jpg`, `${image.name}-thumb.jpg`]);
}
