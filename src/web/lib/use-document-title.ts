// Sets the tab title for a screen: '<Page> · <site name>', or the site's full title on the home page.
import { useEffect } from 'react';
import { defaultPageHead, titleOf } from './page-head';

export function pageTitle(page?: string): string {
  return page ? titleOf(page) : defaultPageHead().title;
}

export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
