/**
 * Refusals of the domain: what was asked is not there, not allowed, not valid or clashes with what is stored. Each
 * carries the code and message the caller is told; the HTTP layer chooses the status from the kind (http/errors.ts),
 * so the modules that decide need not know about HTTP.
 */
export abstract class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The input is not acceptable as sent. */
export class InvalidInputError extends DomainError {}

/** Nobody is signed in, and the action needs someone. */
export class UnauthenticatedError extends DomainError {}

/** The account has no credits left for this action. */
export class OutOfCreditsError extends DomainError {}

/** The caller may not do this. */
export class ForbiddenError extends DomainError {}

/** There is no such thing (or the caller may not know it exists). */
export class NotFoundError extends DomainError {}

/** It clashes with what is stored: a duplicate, or a decision already made. */
export class ConflictError extends DomainError {}
