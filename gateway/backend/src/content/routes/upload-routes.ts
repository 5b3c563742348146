import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import type { UploadImageResponse } from '@x4i/shared/contracts';
import type { Queryable } from '../../db/db.js';
import { HttpError } from '../../http/errors.js';
import { requireBearer, type AccessTokenVerifier } from '../../identity/access-tokens.js';
import { currentUser } from '../../identity/current-user.js';
import { detectImageType } from '../images/image-type.js';
import { canUploadImages } from '../solutions/permissions.js';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPE_MESSAGE = 'Upload a PNG, JPEG, GIF or WebP image.';
export const IMAGE_TOO_LARGE_MESSAGE = 'The image is larger than 2 MB. Upload an image of up to 2 MB.';
export const UPLOAD_REFUSED_MESSAGE = 'Only accounts that create or edit solutions can upload images.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6 } }).single('image');

export const UNREADABLE_FORM_MESSAGE = 'The upload is not a readable form. Send the image as multipart/form-data in the form field "image".';

/** multer's errors as JSON: too large → 413, anything else about the form (its own, or the parser's on a broken body) → 400. */
const readImage: RequestHandler = (req, res, next) => {
  upload(req, res, (error?: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE') return next(new HttpError(413, 'image_too_large', IMAGE_TOO_LARGE_MESSAGE));
      if (error.code === 'LIMIT_UNEXPECTED_FILE') return next(new HttpError(400, 'invalid_image', `${IMAGE_TYPE_MESSAGE} Send it in the form field "image".`));
      return next(new HttpError(400, 'invalid_image', IMAGE_TYPE_MESSAGE));
    }
    // Only the request's bytes reach the parser here (the file is kept in memory): its error is the client's.
    next(new HttpError(400, 'invalid_form', UNREADABLE_FORM_MESSAGE));
  });
};

/** POST upload/image (SPEC 7.2) and GET uploads/:id, where the uploaded images are served. */
export function uploadRouter(db: Queryable, verify: AccessTokenVerifier | null): Router {
  const router = Router();

  router.post(
    '/upload/image',
    requireBearer(verify),
    async (_req, res, next) => {
      const { account, user } = await currentUser(db, res);
      if (!canUploadImages(user)) throw new HttpError(403, 'forbidden', UPLOAD_REFUSED_MESSAGE);
      res.locals.accountId = account.id;
      next();
    },
    readImage,
    async (req, res) => {
      const file = req.file;
      const mimeType = file ? detectImageType(file.buffer) : null;
      if (!file || !mimeType) throw new HttpError(400, 'invalid_image', IMAGE_TYPE_MESSAGE);
      const [row] = await db.query<{ id: string }>('INSERT INTO uploaded_images (account_id, mime_type, bytes) VALUES ($1, $2, $3) RETURNING id::text AS id', [
        res.locals.accountId as string,
        mimeType,
        file.buffer,
      ]);
      const body: UploadImageResponse = { url: `/api/uploads/${row!.id}` };
      res.status(201).json(body);
    },
  );

  router.get('/uploads/:id', async (req, res) => {
    const id = String(req.params.id);
    const [row] = UUID.test(id)
      ? await db.query<{ mime_type: string; bytes: Uint8Array }>('SELECT mime_type, bytes FROM uploaded_images WHERE id = $1', [id.toLowerCase()])
      : [];
    if (!row) throw new HttpError(404, 'not_found', 'There is no uploaded image with this id.');
    res.setHeader('Content-Type', row.mime_type);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Only raster types are ever stored (detectImageType); a sandbox keeps any file opened directly from running script.
    res.setHeader('Content-Security-Policy', "sandbox; default-src 'none'");
    res.send(Buffer.from(row.bytes));
  });

  return router;
}
