// POST /api/insights/taps: the page's beacon for a tap on a link that leaves the site (Call, Email, Website,
// Directions, a social profile). GET /api/account/listings/:id/insights(.csv): an owner's counts of their
// listing; GET /api/admin/insights(.csv) and /api/admin/listings/:id/insights(.csv): the same for staff,
// of any listing or of the whole site.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INSIGHT_LABELS, INSIGHT_SERIES, insightsQuerySchema, insightsSchema, TAP_KINDS, type Insights, type InsightPeriod } from '@shared/insights';
import { csvLine, csvRows } from '@server/features/import';
import { listingIdParams } from '@server/features/listings';
import { assertOwns, requireOwner } from '@server/features/owners';
import { notFound } from '@server/http-error';
import { HOUR, type LimitRule } from '@server/plugins/rate-limit';
import { countShown } from '@server/plugins/shown-counts';
import { insightListing, readInsights } from './insights.repo';

/** More taps than anyone makes in an hour of visiting businesses; past it a script is tapping. */
const TAPS: LimitRule = { name: 'insight-taps', max: 300, windowMs: HOUR };

/** The listing by the same rule as a listing's id in a path. */
export const tapQuerySchema = z.object({ listing: listingIdParams.shape.id, kind: z.enum(TAP_KINDS) });

/** The counts as a spreadsheet: a row per day, a column per series, then the totals of both periods. */
export function insightsCsv(insights: Insights): string {
  const header = ['Day', ...INSIGHT_SERIES.map((s) => INSIGHT_LABELS[s])];
  const values = (counts: Insights['totals']) => INSIGHT_SERIES.map((s) => counts[s]);
  return `\ufeff${csvLine(header)}${csvRows([
    ...insights.daily.map((d) => [d.day, ...values(d)]),
    [`Total, ${insights.from} to ${insights.to}`, ...values(insights.totals)],
    [`Total, the ${insights.days} days before`, ...values(insights.previous)],
  ])}`;
}

function sendCsv(reply: FastifyReply, insights: Insights) {
  const name = insights.listing ? `insights-${insights.listing.id}` : 'insights-site';
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${insights.days}-days-${insights.to}.csv"`)
    .header('cache-control', 'no-store')
    .send(insightsCsv(insights));
}

async function listingInsights(app: FastifyInstance, id: number, days: InsightPeriod) {
  const listing = await insightListing(app.deps.database.db, id);
  if (!listing) throw notFound('Business Not Found');
  return readInsights(app.deps.database.db, listing, days);
}

const tags = ['insights'];
const listingSchema = { params: listingIdParams, querystring: insightsQuerySchema };

/** The beacon and the owners' counts, under /api. */
export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const owner = requireOwner(app);

  app.post(
    '/insights/taps',
    {
      config: { limits: [TAPS] },
      schema: { tags, summary: 'Counts a tap on a link of a listing that leaves the site (the page sends it as a beacon)', querystring: tapQuerySchema },
    },
    async (request, reply) => {
      countShown(request, request.query.kind, () => [request.query.listing]);
      return reply.status(204).send();
    },
  );

  app.get(
    '/account/listings/:id/insights',
    { preHandler: owner, schema: { tags, summary: "An owned listing's daily counts", ...listingSchema, response: { 200: insightsSchema } } },
    async (request) => {
      await assertOwns(db, request.owner!.accountId, request.params.id);
      return listingInsights(app, request.params.id, request.query.days);
    },
  );

  app.get(
    '/account/listings/:id/insights.csv',
    { preHandler: owner, schema: { tags, summary: "An owned listing's daily counts as CSV", ...listingSchema } },
    async (request, reply) => {
      await assertOwns(db, request.owner!.accountId, request.params.id);
      return sendCsv(reply, await listingInsights(app, request.params.id, request.query.days));
    },
  );
};

/** The staff's counts, of any listing and of the whole site, under the admin guard. */
export const adminInsightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const admin = ['admin'];
  app.get(
    '/admin/insights',
    { schema: { tags: admin, summary: "The whole site's daily counts", querystring: insightsQuerySchema, response: { 200: insightsSchema } } },
    async (request) => readInsights(db, null, request.query.days),
  );
  app.get(
    '/admin/insights.csv',
    { schema: { tags: admin, summary: "The whole site's daily counts as CSV", querystring: insightsQuerySchema } },
    async (request, reply) => sendCsv(reply, await readInsights(db, null, request.query.days)),
  );
  app.get(
    '/admin/listings/:id/insights',
    { schema: { tags: admin, summary: "A listing's daily counts", ...listingSchema, response: { 200: insightsSchema } } },
    async (request) => listingInsights(app, request.params.id, request.query.days),
  );
  app.get(
    '/admin/listings/:id/insights.csv',
    { schema: { tags: admin, summary: "A listing's daily counts as CSV", ...listingSchema } },
    async (request, reply) => sendCsv(reply, await listingInsights(app, request.params.id, request.query.days)),
  );
};
