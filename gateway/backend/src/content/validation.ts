import { findUnSdgByValue, findUsStateByCode, isValidEin, normalizeEin } from '@x4i/shared/domain';
import { z } from 'zod';

/** Field rules shared by the corpus files and the solution form. */

export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Images uploaded through POST /upload/image are served at this path (through the gateway's /api). */
export const UPLOADED_IMAGE_PATH = /^\/api\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A text the form requires: trimmed, not empty, at most max characters. */
export const requiredText = (what: string, max: number) =>
  z
    .string({ error: `Enter ${what}.` })
    .trim()
    .min(1, { error: `Enter ${what}.` })
    .max(max, { error: `Enter ${what} of up to ${max} characters.` });

/** A text the form may leave empty: trimmed, '' when absent, at most max characters. */
export const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} is text.` })
    .trim()
    .max(max, { error: `${field} has up to ${max} characters.` })
    .default('');

export const MAX_URL_LENGTH = 500;

/** '' or an http(s) URL. */
export const optionalUrl = (field: string) =>
  z
    .string({ error: `${field} is text.` })
    .trim()
    .max(MAX_URL_LENGTH, { error: `${field} has up to ${MAX_URL_LENGTH} characters.` })
    .refine((value) => value === '' || isHttpUrl(value), { error: `${field} is empty or a web address starting with http:// or https://.` });

/** '' or an http(s) URL or an uploaded image's path. */
export const optionalImageUrl = (field: string) =>
  z
    .string({ error: `${field} is text.` })
    .trim()
    .max(MAX_URL_LENGTH, { error: `${field} has up to ${MAX_URL_LENGTH} characters.` })
    .refine((value) => value === '' || isHttpUrl(value) || UPLOADED_IMAGE_PATH.test(value), {
      error: `${field} is empty, a web address starting with http:// or https://, or an uploaded image.`,
    });

/** '' or nine digits, a dash allowed after two ('12-3456789'); answers the digits. */
export const optionalEin = (field: string) =>
  z
    .string({ error: `${field} is text.` })
    .trim()
    .refine((value) => value === '' || (/^\d{2}-?\d{7}$/.test(value) && isValidEin(value)), { error: `${field} is empty or 9 digits, for example 12-3456789.` })
    .transform((value) => normalizeEin(value));

export const optionalEmail = (field: string) =>
  z
    .string({ error: `${field} is text.` })
    .trim()
    .max(254, { error: `${field} has up to 254 characters.` })
    .refine((value) => value === '' || z.email().safeParse(value).success, { error: `${field} is empty or an e-mail address.` });

/** 'UNSDG1'..'UNSDG17' (not ALL). */
export function isGoalValue(value: string): boolean {
  return /^UNSDG([1-9]|1[0-7])$/.test(value) && findUnSdgByValue(value) !== undefined;
}

/** An upper-case code of one of the 50 states or DC. */
export function isStateCode(value: string): boolean {
  return /^[A-Z]{2}$/.test(value) && findUsStateByCode(value) !== undefined;
}
