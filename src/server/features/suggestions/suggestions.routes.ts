// POST /api/suggestions: a visitor suggests a type of business for a location; stored as pending.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { suggestionSchema } from '@shared/schemas/suggestion';
import { HOUR } from '@server/plugins/rate-limit';
import { insertSuggestion } from './suggestions.repo';

export const suggestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/suggestions',
    {
      config: { limits: [{ name: 'suggestions', max: 20, windowMs: HOUR }] },
      schema: {
        tags: ['suggestions'],
        summary: 'Suggest a business type for a location',
        body: suggestionSchema,
        response: { 201: z.object({ id: z.number() }) },
      },
    },
    async (request, reply) => {
      const id = await insertSuggestion(app.deps.database.db, { businessType: request.body.businessType, location: request.body.location });
      return reply.status(201).send({ id });
    },
  );
};
