// 'Submit {category} Article': a link to the page with the article form open (`?request`), so a tap before
// the app's script has run opens it too; the form (zod and the form library with it) loads when the
// visitor reaches for it, or with the page when its address opens it (`prepareBlogRequest`).
import { PenLine } from 'lucide-react';
import { useRef } from 'react';
import type { ArticleCategory } from '@shared/reference';
import { deferred } from '@web/components/deferred';
import { ButtonLink } from '@web/components/button-link';
import type { ButtonProps } from '@web/components/ui/button';
import { useLinkedOpen } from '@web/lib/use-linked-open';

const BlogRequestDialog = deferred(() => import('./blog-request-dialog').then((m) => m.BlogRequestDialog));

/** The state of a page's address that opens the article form. */
export const BLOG_REQUEST_OPENS = 'request';

/** For the page handle's `prepare`: the form's code, when the address opens it. */
export const prepareBlogRequest = async (url: URL) => {
  if (url.searchParams.has(BLOG_REQUEST_OPENS)) await BlogRequestDialog.preload();
};

export function BlogRequestButton({ category, variant = 'outline' }: { category: ArticleCategory; variant?: ButtonProps['variant'] }) {
  const request = useLinkedOpen(BLOG_REQUEST_OPENS);
  const button = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <ButtonLink
        ref={button}
        variant={variant}
        // A long category takes two lines on the narrowest phones rather than run past the screen.
        className="h-auto min-h-11 max-w-full whitespace-normal py-2 md:min-h-10"
        aria-haspopup="dialog"
        {...request.link}
        onPointerEnter={() => void BlogRequestDialog.preload()}
        onFocus={() => void BlogRequestDialog.preload()}
      >
        <PenLine aria-hidden="true" />
        Submit {category} Article
      </ButtonLink>
      <BlogRequestDialog
        shown={request.open}
        category={category}
        open={request.open}
        onOpenChange={request.setOpen}
        returnFocusTo={() => button.current}
        target={{ form: 'blog-request', action: request.openHref, closeHref: request.closeHref }}
      />
    </>
  );
}
