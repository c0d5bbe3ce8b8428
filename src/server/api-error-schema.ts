// The API's error shape as a schema, for the routes' documented answers (see src/shared/api-error-body.ts).
import { z } from 'zod';
import type { ApiErrorBody } from '@shared/api-error-body';

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
}) satisfies z.ZodType<ApiErrorBody>;
