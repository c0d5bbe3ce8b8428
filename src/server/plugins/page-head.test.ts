// The head tags of a server-rendered page: every value escaped, absolute URLs, noindex when asked.
import { describe, expect, it } from 'vitest';
import { absoluteUrl } from '@shared/paths';
import { headTags, hoistImagePreloads } from './page-head';

const options = { siteUrl: 'https://engine.example', canonicalPath: '/business/7', siteName: 'The Engine', defaultImage: '/apple-touch-icon.png' };

describe('headTags', () => {
  it('escapes text in every tag and keeps JSON-LD from closing its script', () => {
    const html = headTags(
      {
        title: 'Tom & Jerry\'s "Diner" <b>',
        description: 'Soul food </script><script>alert(1)</script>',
        jsonLd: [{ '@type': 'LocalBusiness', name: '</script><script>alert(1)</script>' }],
      },
      options,
    );
    expect(html).toContain("<title>Tom &amp; Jerry's &quot;Diner&quot; &lt;b&gt;</title>");
    expect(html).toContain('content="Soul food &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script\\u003e');
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });

  it('makes the canonical and images absolute and says noindex only when asked', () => {
    const html = headTags({ title: 't', description: 'd', image: '/uploads/a.webp' }, options);
    expect(html).toContain('<link rel="canonical" href="https://engine.example/business/7" />');
    expect(html).toContain('<meta property="og:image" content="https://engine.example/uploads/a.webp" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).not.toContain('robots');
    expect(headTags({ title: 't', description: 'd', noindex: true }, options)).toContain('<meta name="robots" content="noindex, follow" />');
    expect(headTags({ title: 't', description: 'd' }, options)).toContain('content="https://engine.example/apple-touch-icon.png"');
  });

  it('leaves absolute URLs as they are', () => {
    expect(absoluteUrl('https://engine.example', 'https://photos.example/a.webp')).toBe('https://photos.example/a.webp');
  });
});

describe('hoistImagePreloads', () => {
  it('takes the image preloads at the start of the page and leaves the rest', () => {
    const photo = '<link rel="preload" as="image" imageSrcSet="/a-thumb.jpg 400w, /a.jpg 800w" fetchPriority="high"/>';
    const icon = '<link rel="preload" as="image" href="/favicon.svg"/>';
    const page = `${icon}${photo}<div><link rel="preload" as="image" href="/later.jpg"/></div>`;
    expect(hoistImagePreloads(page)).toEqual({ preloads: `${icon}${photo}`, html: '<div><link rel="preload" as="image" href="/later.jpg"/></div>' });
    expect(hoistImagePreloads('<div>no preloads</div>')).toEqual({ preloads: '', html: '<div>no preloads</div>' });
  });
});
