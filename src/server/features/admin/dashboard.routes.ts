// The moderation dashboard's routes, registered behind the admin guard (see admin.routes.ts). Every
// queue's decisions go through the one decision service built here.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminInsightsRoutes } from '@server/features/insights';
import { attributeRoutes } from './dashboard/attributes.routes';
import { blogRoutes } from './dashboard/blogs.routes';
import { claimRoutes } from './dashboard/claims.routes';
import { editRequestRoutes } from './dashboard/edit-requests.routes';
import { exportRoutes } from './dashboard/exports.routes';
import { heldReviewRoutes } from './dashboard/held-reviews.routes';
import { eventRequestRoutes } from './dashboard/event-requests.routes';
import { listingUploadRoutes } from './dashboard/listing-upload.routes';
import { needsCheckingRoutes } from './dashboard/needs-checking.routes';
import { requestQueueRoutes } from './dashboard/request-queues.routes';
import { reportRoutes } from './dashboard/reports.routes';
import { reviewRoutes } from './dashboard/review-moderation.routes';
import { siteManagementRoutes } from './dashboard/site.routes';
import { createDecisionService } from './decisions/decisions.service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const decisions = createDecisionService({
    db: app.deps.database.db,
    geocoder: app.geocoder,
    mailer: app.mailer,
    changes: app.changes,
    log: app.log,
  });
  await app.register(requestQueueRoutes, { decisions });
  await app.register(editRequestRoutes, { decisions });
  await app.register(eventRequestRoutes, { decisions });
  await app.register(claimRoutes, { decisions });
  await app.register(blogRoutes);
  await app.register(reviewRoutes);
  await app.register(heldReviewRoutes);
  await app.register(reportRoutes);
  await app.register(siteManagementRoutes);
  await app.register(adminInsightsRoutes);
  await app.register(exportRoutes);
  await app.register(listingUploadRoutes);
  await app.register(needsCheckingRoutes);
  await app.register(attributeRoutes);
};
