import express from 'express';
import request from 'supertest';
import { ConflictError, DomainError, ForbiddenError, InvalidInputError, NotFoundError, OutOfCreditsError, UnauthenticatedError } from '../errors.js';
import { errorHandler } from './errors.js';

class UnmappedError extends DomainError {}

function appThrowing(error: Error) {
  const logs: string[] = [];
  const app = express();
  app.get('/', () => {
    throw error;
  });
  app.use(errorHandler((message) => logs.push(message)));
  return { app, logs };
}

describe('domain errors over HTTP', () => {
  it.each([
    [new InvalidInputError('invalid_solution', 'Send the id.'), 400],
    [new UnauthenticatedError('unauthorized', 'Sign in.'), 401],
    [new OutOfCreditsError('no_credits', 'No credits left.'), 402],
    [new ForbiddenError('forbidden', 'Not yours.'), 403],
    [new NotFoundError('not_found', 'There is no such rule.'), 404],
    [new ConflictError('duplicate_role_rule', 'Already there.'), 409],
  ])('answers %s with %i and its code and message', async (error, status) => {
    const { app, logs } = appThrowing(error);
    const response = await request(app).get('/').expect(status);
    expect(response.body).toEqual({ error: { code: error.code, message: error.message } });
    expect(logs).toEqual([]);
  });

  it('answers a kind it does not know as our own error', async () => {
    const { app, logs } = appThrowing(new UnmappedError('odd', 'Details stay here.'));
    const response = await request(app).get('/').expect(500);
    expect(response.body.error.code).toBe('internal_error');
    expect(logs).toEqual(['Unexpected error on GET /']);
  });
});
