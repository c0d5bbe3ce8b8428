import { describe, expect, it } from 'vitest';
import type { PublicEvent } from '../schemas/event';
import { eventJsonLd, offerOf } from './event-json-ld';
import { jsonLdScript } from './structured-data';

const pageUrl = 'https://site.example/events/7';
const opts = { pageUrl, siteUrl: 'https://site.example/' };
const event: PublicEvent = {
  id: 7,
  eventName: 'Westside Food Drive </script>',
  organizationName: 'Westside Community Kitchen',
  mainTopic: 'Food Security',
  tagline: 'Together we eat',
  cause: 'Feeding families.',
  offeringPay: null,
  entryFee: 'Free',
  schedule: {
    startsAt: '2026-06-14T22:00:00.000Z',
    endsAt: '2026-06-15T00:00:00.000Z',
    allDay: false,
    timeZone: 'America/New_York',
    startDate: '2026-06-14',
    startTime: '18:00',
    endDate: '2026-06-14',
    endTime: '20:00',
  },
  attendanceMode: 'in_person',
  eventAddress: '250 Joseph E. Lowery Blvd, Atlanta, GA 30314',
  eventState: 'GA',
  onlineUrl: null,
  organizerEmail: 'hello@westside.example',
  organizerPhone: '',
  organizerWebsite: null,
  article: null,
  eventPhotos: ['/uploads/a.jpg', 'https://cdn.example/b.jpg'],
  organizationLogo: '/uploads/logo.png',
  createdAt: '2026-05-01T00:00:00.000Z',
  updatedAt: '2026-05-02T00:00:00.000Z',
};

describe('eventJsonLd', () => {
  it('describes an evening in person: times with the offset of the day, the place, organizer and a free offer', () => {
    expect(eventJsonLd(event, opts)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      '@id': `${pageUrl}#event`,
      name: event.eventName,
      description: 'Feeding families.',
      url: pageUrl,
      startDate: '2026-06-14T18:00:00-04:00',
      endDate: '2026-06-14T20:00:00-04:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: event.eventAddress,
        address: {
          '@type': 'PostalAddress',
          streetAddress: '250 Joseph E. Lowery Blvd',
          addressLocality: 'Atlanta',
          addressRegion: 'GA',
          postalCode: '30314',
          addressCountry: 'US',
        },
      },
      image: ['https://site.example/uploads/a.jpg', 'https://cdn.example/b.jpg'],
      organizer: {
        '@type': 'Organization',
        name: 'Westside Community Kitchen',
        email: 'hello@westside.example',
        logo: 'https://site.example/uploads/logo.png',
      },
      offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD', url: pageUrl, availability: 'https://schema.org/InStock' },
    });
  });

  it('gives an all-day event its dates, winter times their own offset, and an online event its link', () => {
    const allDay = eventJsonLd({ ...event, schedule: { ...event.schedule!, allDay: true, startTime: null, endTime: null, endDate: '2026-06-15' } }, opts);
    expect([allDay?.startDate, allDay?.endDate]).toEqual(['2026-06-14', '2026-06-15']);
    const winter = eventJsonLd(
      {
        ...event,
        schedule: {
          ...event.schedule!,
          startsAt: '2026-01-10T15:30:00.000Z',
          startDate: '2026-01-10',
          startTime: '10:30',
          endsAt: null,
          endDate: null,
          endTime: null,
        },
      },
      opts,
    );
    expect([winter?.startDate, winter?.endDate]).toEqual(['2026-01-10T10:30:00-05:00', undefined]);
    const online = eventJsonLd(
      { ...event, attendanceMode: 'online', eventAddress: null, eventState: null, onlineUrl: 'https://meet.example/x', eventPhotos: [] },
      opts,
    );
    expect(online?.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(online?.location).toEqual({ '@type': 'VirtualLocation', url: 'https://meet.example/x' });
    expect(online?.image).toEqual(['https://site.example/uploads/logo.png']);
  });

  it('says nothing while the date is to be announced', () => {
    expect(eventJsonLd({ ...event, schedule: null }, opts)).toBeNull();
  });

  it('cannot end its script tag', () => {
    const tag = jsonLdScript(eventJsonLd(event, opts)!);
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    expect(tag).toContain('Westside Food Drive \\u003c/script\\u003e');
  });
});

describe('offerOf', () => {
  it('reads free and dollar amounts, and nothing else', () => {
    expect(offerOf('FREE for kids', pageUrl)?.price).toBe(0);
    expect(offerOf('$15', pageUrl)?.price).toBe(15);
    expect(offerOf('12.50 USD', pageUrl)?.price).toBe(12.5);
    expect(offerOf('$10 suggested donation', pageUrl)).toBeUndefined();
    expect(offerOf(null, pageUrl)).toBeUndefined();
  });
});
