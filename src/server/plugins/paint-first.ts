// The built page made to draw before it runs: its stylesheet written into the document (a phone's first
// visit waits for no second file before the first paint), and its entry script started by
// public/paint-first.js once the page is drawn, with the screen's modules named for it to fetch alongside.
import fs from 'node:fs';
import path from 'node:path';

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/;
const ENTRY = /<script type="module"(?: crossorigin)? src="(\/assets\/[^"]+\.js)"><\/script>/;
/** Where a page's modules are named: the value of the starter's attribute, filled by `withModulePreload`. */
const PRELOAD_SLOT = 'data-preload=""';

/** The built index.html with its stylesheet inline and its entry started after the first paint. */
export function paintFirst(template: string, webDir: string): string {
  return (
    template
      // The link stays, disabled (never fetched): a screen's code that names the stylesheet among its needs
      // finds it in the page and does not fetch it again.
      .replace(
        STYLESHEET,
        (link: string, file: string) => `<style>${fs.readFileSync(path.join(webDir, file), 'utf8')}</style>${link.replace('>', ' disabled>')}`,
      )
      .replace(ENTRY, (_, entry: string) => `<script defer src="/paint-first.js" data-entry="${entry}" ${PRELOAD_SLOT}></script>`)
  );
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page with the modules its first render needs beyond the entry's, for the starter to fetch. */
export function withModulePreload(html: string, files: readonly string[]): string {
  return html.replace(PRELOAD_SLOT, () => `data-preload="${escapeAttribute(files.map((file) => `/${file}`).join(' '))}"`);
}
