// An approved event as a calendar entry (see ics.ts): its page, place, what it is for and who runs it;
// and the HTTP answer for a calendar, cached, with an ETag so a subscribed app re-reads only changes.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eventLocationText } from '@shared/event-place';
import { absoluteUrl, paths } from '@shared/paths';
import type { Config } from '@server/config';
import { scheduleOf, type EventRow } from './event-view';
import type { CalendarEvent, CalendarOptions } from './ics';

export const calendarOptions = (config: Config, name?: string): CalendarOptions => ({
  prodId: `-//${config.site.name.replace(/\/\//g, '/')}//Community events//EN`,
  ...(name ? { name, refreshInterval: 'PT6H' } : {}),
});

export function toCalendarEvent(row: EventRow, siteUrl: string): CalendarEvent | null {
  const schedule = scheduleOf(row);
  if (!schedule) return null;
  const url = absoluteUrl(siteUrl, paths.eventDetail(row.id));
  const lines = [
    row.tagline,
    `Organized by ${row.organizationName}.`,
    row.cause,
    row.attendanceMode === 'online' && row.onlineUrl ? `Join online: ${row.onlineUrl}` : '',
    row.entryFee ? `Entry: ${row.entryFee}` : '',
    `Details: ${url}`,
  ];
  return {
    uid: `event-${row.id}@${new URL(siteUrl).host}`,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    sequence: row.sequence,
    schedule,
    summary: row.eventName,
    description: lines.filter(Boolean).join('\n\n'),
    location: eventLocationText(row) || null,
    url,
    categories: [row.mainTopic],
    organizer: { name: row.organizationName, email: row.organizerEmail },
  };
}

/** A file name for the download: 'westside-food-drive.ics'. */
export function calendarFileName(eventName: string): string {
  const slug = eventName
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'event'}.ics`;
}

/** Sends a calendar with its caching headers, or 304 when the client holds this very version. */
export function sendCalendar(request: FastifyRequest, reply: FastifyReply, body: string, maxAgeSeconds: number, fileName?: string) {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply.header('cache-control', `public, max-age=${maxAgeSeconds}`).header('etag', etag).type('text/calendar; charset=utf-8');
  if (fileName) reply.header('content-disposition', `attachment; filename="${fileName}"`);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim()))) return reply.status(304).send();
  return reply.send(body);
}
