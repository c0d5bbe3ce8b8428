// Dates and small texts as the dashboard shows them.
import { format, formatDistanceToNowStrict } from 'date-fns';

/** 'Mar 05, 2026' (the spec's MMM dd, yyyy). */
export const formatDate = (iso: string) => format(new Date(iso), 'MMM dd, yyyy');
export const formatDateTime = (iso: string) => format(new Date(iso), "MMM dd, yyyy 'at' h:mm a");
export const ago = (iso: string) => formatDistanceToNowStrict(new Date(iso), { addSuffix: true });

/** A web address as a link target: https:// added when the scheme is missing. */
export const hrefOf = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);
