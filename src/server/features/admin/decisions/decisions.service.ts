// Approving and refusing the requests of every staff queue (and withdrawing an approved event): one
// transaction that decides and queues the e-mails, then what has to wait for the commit (geocoding a new
// address, telling open pages).
// The queues differ only in their rule: which rows change and which e-mails go out.
import type { FastifyBaseLogger } from 'fastify';
import { sourceOfCategory, type ArticleCategory } from '@shared/reference';
import type { Db, DbOrTx, Tx } from '@server/db/client';
import type { ChangeBus } from '@server/plugins/realtime';
import type { Geocoder } from '@server/features/geocoding';
import { changesContact, contactChangedMails, contactChangeOf, type EmailMessage, type Mailer, type Site } from '@server/features/mail';
import { approveBlogRequest, denyBlogRequest } from '../dashboard/blog-request-queue.repo';
import { approveEditRequest, rejectEditRequest, setListingPosition } from '../dashboard/edit-requests.repo';
import { approveListingRequest, declineListingRequest } from '../dashboard/listing-requests.repo';
import { decideEvent, withdrawEvent } from '../dashboard/event-requests.repo';
import { decideLead } from '../dashboard/simple-requests.repo';
import { approveClaim, denyClaim, revokeOwnership } from '../dashboard/claims.repo';
import {
  blogRequestDecisionMail,
  claimDecisionMail,
  editApprovedMail,
  editRejectedMail,
  eventDecisionMail,
  eventWithdrawnMail,
  leadDecisionMail,
  listingApprovedMail,
  listingDeclinedMail,
  ownershipEndedMail,
  type Mail,
} from './decision-mails';

/** The staff queues, named as in their URLs. */
export const DECISION_QUEUES = ['listing-requests', 'edit-requests', 'blog-requests', 'events', 'get-involved', 'claims'] as const;
export type DecisionQueue = (typeof DECISION_QUEUES)[number];

/** An approval may carry a note for the requester; a refusal always says why. */
export type Verdict = { approve: true; feedback?: string } | { approve: false; feedback: string };

export interface DecisionOutcome {
  id: number;
  /** The request's status after the decision. */
  status: string;
  /** Whether the requester's e-mail was queued (not when the address on file is unusable). */
  emailed: boolean;
  /** An approved edit: the fields written to the listing and those skipped as unusable. */
  applied?: string[];
  skipped?: string[];
}

export interface DecisionDeps {
  db: Db;
  geocoder: Geocoder;
  mailer: Pick<Mailer, 'queue'>;
  changes: Pick<ChangeBus, 'publish'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** What a queue's rule did inside the transaction. */
interface Decided {
  id: number;
  status: string;
  /** The decision's e-mail to the requester. */
  reply: { to: string | null | undefined; mail: Mail };
  /** Further messages, sent when their address is usable. */
  notices?: EmailMessage[];
  applied?: string[];
  skipped?: string[];
  /** Runs once the decision has committed. */
  afterCommit?: () => Promise<void>;
}

/** Who decides, and the site (its address included) their e-mails speak for. */
export interface Staff {
  adminId: number;
  site: Site;
}

type Rule = (tx: Tx, id: number, verdict: Verdict, staff: Staff) => Promise<Decided>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ADDRESS_FIELDS = ['address', 'city', 'state', 'zipCode'];

export type DecisionService = ReturnType<typeof createDecisionService>;

export function createDecisionService({ db, geocoder, mailer, changes, log }: DecisionDeps) {
  /** Queues the mail when the address is usable; answers whether it was queued. */
  async function queueMail(tx: DbOrTx, to: string | null | undefined, mail: Mail): Promise<boolean> {
    const address = to?.trim();
    if (!address || !EMAIL.test(address)) return false;
    await mailer.queue(tx, { ...mail, to: address });
    return true;
  }

  /** A new address gets a new position, so distance and the map stay true; a failure leaves none. */
  async function relocate(listing: { id: number; address: string; city: string | null; state: string | null; zipCode: string | null }) {
    try {
      const geo = await geocoder.geocode({
        street: listing.address.split(',')[0]?.trim() ?? '',
        city: listing.city ?? '',
        state: listing.state ?? '',
        zipCode: listing.zipCode ?? '',
      });
      await setListingPosition(db, listing.id, geo);
    } catch (error) {
      log.warn({ listingId: listing.id, reason: error instanceof Error ? error.message : String(error) }, 'edited address could not be geocoded');
      await setListingPosition(db, listing.id, null);
    }
  }

  const rules: Record<DecisionQueue, Rule> = {
    async 'listing-requests'(tx, id, verdict, { adminId, site }) {
      if (!verdict.approve) {
        const row = await declineListingRequest(tx, id, adminId, verdict.feedback);
        return { id: row.id, status: row.status, reply: { to: row.businessEmail, mail: listingDeclinedMail(site, row, verdict.feedback) } };
      }
      const row = await approveListingRequest(tx, id, adminId, verdict.feedback);
      return {
        id: row.id,
        status: row.status,
        reply: { to: row.businessEmail, mail: listingApprovedMail(site, row, verdict.feedback) },
        // The listing is public from now on: open pages pick it up.
        afterCommit: async () => changes.publish({ topic: 'listings', id: row.id }),
      };
    },

    async 'edit-requests'(tx, id, verdict, { adminId, site }) {
      if (!verdict.approve) {
        const { request, listing } = await rejectEditRequest(tx, id, adminId, verdict.feedback);
        return { id: request.id, status: request.status, reply: { to: listing.businessEmail, mail: editRejectedMail(site, listing, verdict.feedback) } };
      }
      const { request, listing, before, applied, skipped } = await approveEditRequest(tx, id, adminId);
      // A changed e-mail or phone is announced to the old address as well as the new one.
      const contact = contactChangeOf({ ...listing, ...before }, listing);
      return {
        id: request.id,
        status: request.status,
        reply: { to: listing.businessEmail, mail: editApprovedMail(site, listing) },
        notices: changesContact(contact) ? contactChangedMails(contact, site.supportEmail) : [],
        applied,
        skipped,
        afterCommit: async () => {
          // Outside the transaction: a slow geocoding service must not hold the database connection.
          if (applied.some((field) => ADDRESS_FIELDS.includes(field))) await relocate(listing);
          changes.publish({ topic: 'listings', id: listing.id });
        },
      };
    },

    async 'blog-requests'(tx, id, verdict, { site }) {
      if (!verdict.approve) {
        const row = await denyBlogRequest(tx, id, verdict.feedback);
        return { id: row.id, status: row.status, reply: { to: row.email, mail: blogRequestDecisionMail(site, row, false, null, null, verdict.feedback) } };
      }
      const { row, blog } = await approveBlogRequest(tx, id, verdict.feedback);
      const source = sourceOfCategory(blog.category as ArticleCategory);
      return { id: row.id, status: row.status, reply: { to: row.email, mail: blogRequestDecisionMail(site, row, true, source, blog.id, verdict.feedback) } };
    },

    async events(tx, id, verdict, { site }) {
      const row = await decideEvent(tx, id, { status: verdict.approve ? 'approved' : 'denied', feedback: verdict.feedback ?? null });
      return { id: row.id, status: row.status, reply: { to: row.email, mail: eventDecisionMail(site, row, verdict.approve, verdict.feedback) } };
    },

    async claims(tx, id, verdict, { adminId, site }) {
      if (!verdict.approve) {
        const denied = await denyClaim(tx, id, adminId, verdict.feedback);
        return { id, status: denied.row.status, reply: { to: denied.email, mail: claimDecisionMail(site, denied, false, verdict.feedback) } };
      }
      const approved = await approveClaim(tx, id, adminId, verdict.feedback);
      const taken = approved.previousOwnerEmail;
      return {
        id,
        status: approved.row.status,
        reply: { to: approved.email, mail: claimDecisionMail(site, approved, true, verdict.feedback) },
        notices: taken ? [{ to: taken, ...ownershipEndedMail(site, approved, 'transferred') }] : [],
        afterCommit: async () => changes.publish({ topic: 'listings', id: approved.row.listingId }),
      };
    },

    async 'get-involved'(tx, id, verdict, { site }) {
      const row = await decideLead(tx, id, { status: verdict.approve ? 'approved' : 'denied', feedback: verdict.feedback ?? null });
      return { id: row.id, status: row.status, reply: { to: row.email, mail: leadDecisionMail(site, row, verdict.approve, verdict.feedback) } };
    },
  };

  async function run(decide: (tx: Tx) => Promise<Decided>): Promise<DecisionOutcome> {
    const { decided, emailed } = await db.transaction(async (tx) => {
      const decided = await decide(tx);
      const emailed = await queueMail(tx, decided.reply.to, decided.reply.mail);
      for (const notice of decided.notices ?? []) await queueMail(tx, notice.to, notice);
      return { decided, emailed };
    });
    await decided.afterCommit?.();
    const { applied, skipped } = decided;
    return { id: decided.id, status: decided.status, emailed, ...(applied && skipped ? { applied, skipped } : {}) };
  }

  return {
    /**
     * Decides a pending request of a queue. Throws NotPendingError when the request is gone or was
     * decided already; then nothing is written and no e-mail is queued.
     */
    async decide(queue: DecisionQueue, id: number, verdict: Verdict, staff: Staff): Promise<DecisionOutcome> {
      return run((tx) => rules[queue](tx, id, verdict, staff));
    },

    /** Ends a listing's verified ownership and tells the owner why; 404 when it has none. */
    async revokeOwner(listingId: number, site: Site, feedback?: string): Promise<DecisionOutcome> {
      return run(async (tx) => {
        const ended = await revokeOwnership(tx, listingId);
        return {
          id: listingId,
          status: 'revoked',
          reply: { to: ended.email, mail: ownershipEndedMail(site, ended, 'revoked', feedback) },
          afterCommit: async () => changes.publish({ topic: 'listings', id: listingId }),
        };
      });
    },

    /**
     * Takes an approved event off the public pages and e-mails its submitter why. Throws NotApprovedError
     * when the event is gone or not approved; then nothing is written and no e-mail is queued.
     */
    async withdrawEvent(id: number, feedback: string, site: Site): Promise<DecisionOutcome> {
      return run(async (tx) => {
        const row = await withdrawEvent(tx, id, feedback);
        return { id: row.id, status: row.status, reply: { to: row.email, mail: eventWithdrawnMail(site, row, feedback) } };
      });
    },
  };
}
