// POST /api/get-involved: a visitor offers to get involved (from the page or from a post); stored pending.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getInvolvedSchema } from '@shared/schemas/get-involved';
import { insertLead } from './get-involved.repo';
import { HOUR } from '@server/plugins/rate-limit';

export const getInvolvedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/get-involved',
    {
      config: { limits: [{ name: 'get-involved', max: 30, windowMs: HOUR }] },
      schema: {
        tags: ['get-involved'],
        summary: 'Express interest in getting involved; stored pending for the admin team',
        body: getInvolvedSchema,
        response: { 201: z.object({ id: z.number().int() }) },
      },
    },
    async (request, reply) => {
      const created = await insertLead(app.deps.database.db, request.body);
      return reply.status(201).send(created);
    },
  );
};
