import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { ApiSource } from '@x4i/shared/contracts';
import type { CsvValue } from '@x4i/shared/domain';
import type { StreamedTable } from '../http/stream-table.js';

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
  handle(input: EndpointInput<z.output<P>, z.output<Q>>): Promise<Sourced<unknown>>;
}

/** Keeps an endpoint's parameter and data types tied together where it is declared. */
export function endpoint<P extends z.ZodObject, Q extends z.ZodObject, D extends z.ZodType>(definition: Endpoint<P, Q, D>): Endpoint {
  return definition as unknown as Endpoint;
}

/** A download of the public API: every row of a list, streamed as CSV or JSON (see http/stream-table.ts). */
export interface Download<Q extends z.ZodObject = z.ZodObject> {
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description: string;
  /** Includes `format`. */
  query: Q;
  invalidCode?: string;
  /** The header of the rows, and a row's schema in the JSON download. */
  header: readonly string[];
  row: z.ZodObject;
  table(query: z.output<Q>): Promise<{ table: Omit<StreamedTable, 'format' | 'exportedFrom' | 'header'>; rows: AsyncIterable<readonly CsvValue[]> }>;
}

export function download<Q extends z.ZodObject>(definition: Download<Q>): Download {
  return definition as unknown as Download;
}
