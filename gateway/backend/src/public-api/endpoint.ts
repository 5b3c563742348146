import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { ApiSource } from '@x4i/shared/contracts';

/** Every answer of the public API: the data, and where it comes from and how old it is. */
export interface Sourced<T> {
  data: T;
  sources: ApiSource[];
}

/** What a handler gets: its path and query parameters, parsed by the endpoint's own schemas. */
export interface EndpointInput<P, Q> {
  params: P;
  query: Q;
  req: Request;
  res: Response;
}

/**
 * One endpoint of the public API, declared once: the router validates with these schemas and the OpenAPI document
 * is generated from them, so the two cannot drift apart.
 */
export interface Endpoint<P extends z.ZodObject = z.ZodObject, Q extends z.ZodObject = z.ZodObject, D extends z.ZodType = z.ZodType> {
  /** OpenAPI style: '/organizations/{ein}'. */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description: string;
  params?: P;
  query?: Q;
  /**
   * The schema of `data` in the answer. The handler's data is not typed by it: the report answers are documented by
   * their main fields only (loose objects). The contract test checks every answer against it.
   */
  data: D;
  /** The error code of a 400 for a bad parameter. */
  invalidCode?: string;
  /** Whether the answer can be 404 (a path parameter that names nothing). */
  mayBeNotFound?: boolean;
  /** Parameter values of a request that answers 200 on the shipped data: the document's example, and the contract test's. */
  example?: { params?: Record<string, string>; query?: Record<string, string> };
  handle(input: EndpointInput<z.output<P>, z.output<Q>>): Promise<Sourced<unknown>>;
}

/** Keeps an endpoint's parameter and data types tied together where it is declared. */
export function endpoint<P extends z.ZodObject, Q extends z.ZodObject, D extends z.ZodType>(definition: Endpoint<P, Q, D>): Endpoint {
  return definition as unknown as Endpoint;
}
