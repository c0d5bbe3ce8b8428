// A typed error a route or service throws; the error handler turns it into the API's error shape.
import { ERROR_CODES, type ErrorStatus } from '@shared/api-error-body';

export class HttpError extends Error {
  constructor(
    readonly statusCode: ErrorStatus,
    message: string,
    readonly fields?: Record<string, string>,
    readonly code: string = ERROR_CODES[statusCode],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, message, fields);
export const conflict = (message: string) => new HttpError(409, message);
