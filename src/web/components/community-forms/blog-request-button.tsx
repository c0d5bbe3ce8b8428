// 'Submit {category} Article': the button is part of the page; the article form (zod and the form library
// with it) loads when the visitor reaches for it.
import { PenLine } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ArticleCategory } from '@shared/reference';
import { deferred } from '@web/components/deferred';
import { Button, type ButtonProps } from '@web/components/ui/button';

const BlogRequestDialog = deferred(() => import('./blog-request-dialog').then((m) => m.BlogRequestDialog));

export function BlogRequestButton({ category, variant = 'outline' }: { category: ArticleCategory; variant?: ButtonProps['variant'] }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant={variant}
        aria-haspopup="dialog"
        onPointerEnter={BlogRequestDialog.preload}
        onFocus={BlogRequestDialog.preload}
        onClick={() => setOpen(true)}
      >
        <PenLine aria-hidden="true" />
        Submit {category} Article
      </Button>
      <BlogRequestDialog shown={open} category={category} open={open} onOpenChange={setOpen} returnFocusTo={() => button.current} />
    </>
  );
}
