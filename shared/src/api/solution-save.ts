import useSWR from 'swr';
import type { Badge, SolutionCreateResponse, SolutionPayload, UploadImageResponse } from '../contracts/content.js';
import { apiGet, apiPost, apiPostForm } from './api-client.js';
import { isRetryableApiError } from './api-error.js';

/** SPEC 7.2: the calls of the solution workflow (create, update, badge options, image upload). */

/** `POST solution/create` (SPEC 7.2): the new solution's slug and page. */
export function createSolution(payload: SolutionPayload): Promise<SolutionCreateResponse> {
  return apiPost<SolutionCreateResponse>('/solution/create', payload);
}

/** `POST solution/update`: the payload carries id and slug; answers the (possibly new) slug and page. */
export function updateSolution(payload: SolutionPayload): Promise<SolutionCreateResponse> {
  return apiPost<SolutionCreateResponse>('/solution/update', payload);
}

/** The content types that have badges; solutions only today. */
export type BadgeContentType = 'SOLUTION';

/** `GET themed-content/badges/:type`: the badges a solution may carry. */
export function getBadgeOptions(type: BadgeContentType = 'SOLUTION'): Promise<Badge[]> {
  return apiGet<Badge[]>(`/themed-content/badges/${type}`);
}

export function badgeOptionsKey(type: BadgeContentType = 'SOLUTION'): readonly ['/themed-content/badges', BadgeContentType] {
  return ['/themed-content/badges', type];
}

export function useBadgeOptions(type: BadgeContentType = 'SOLUTION') {
  return useSWR(badgeOptionsKey(type), ([, badgeType]) => getBadgeOptions(badgeType), { shouldRetryOnError: isRetryableApiError });
}

/** What `POST upload/image` accepts (the backend checks the same). */
export const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const IMAGE_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** The multipart field the backend reads. */
export const IMAGE_UPLOAD_FIELD = 'image';

export const IMAGE_TYPE_MESSAGE = 'Choose a PNG, JPEG, GIF or WebP image.';
export const IMAGE_SIZE_MESSAGE = 'Choose an image of 2 MB or less.';
/** SPEC 8. */
export const IMAGE_UPLOAD_ERROR = 'Error uploading image.';

/** Why a file cannot be uploaded, or null when it can: checked before sending, so nobody waits for a refusal. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return IMAGE_TYPE_MESSAGE;
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return IMAGE_SIZE_MESSAGE;
  return null;
}

export type UploadImageResult = { url: string; error?: undefined } | { url?: undefined; error: string };

type SolutionSaveLogger = (message: string, error: unknown) => void;
let logSolutionSaveError: SolutionSaveLogger = (message, error) => console.error(message, error);

/** Replaces the failure logger of the workflow's calls (tests silence it). Returns the previous one. */
export function setSolutionSaveErrorLogger(logger: SolutionSaveLogger): SolutionSaveLogger {
  const previous = logSolutionSaveError;
  logSolutionSaveError = logger;
  return previous;
}

/** Logs a failure of a workflow call through the replaceable logger. */
export function logSolutionSaveFailure(message: string, error: unknown): void {
  logSolutionSaveError(message, error);
}

/**
 * `POST upload/image` (multipart, field `image`). Like the original helper it does not throw: the answer holds
 * the image's URL, or an error to show (the file check's message, or 'Error uploading image.', logged).
 */
export async function uploadImage(file: File): Promise<UploadImageResult> {
  const problem = imageFileProblem(file);
  if (problem) return { error: problem };
  const form = new FormData();
  form.append(IMAGE_UPLOAD_FIELD, file, file.name);
  try {
    const { url } = await apiPostForm<UploadImageResponse>('/upload/image', form);
    return { url };
  } catch (error) {
    logSolutionSaveError(IMAGE_UPLOAD_ERROR, error);
    return { error: IMAGE_UPLOAD_ERROR };
  }
}
