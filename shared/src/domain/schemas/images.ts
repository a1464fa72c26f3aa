// zod schemas shared by the web forms and the handlers: images (covers, thank-you photos, avatars).
// They carry the spec's section 5 messages in the spec's order; a field's first failing rule is the
// one the member sees.

import { MAX_LENGTH, UPLOAD_FOLDERS, UPLOAD_PURPOSES, type UploadPurpose } from '../constants.ts';
import { type ImageFile, imageIssue, imageMessages } from '../image-issue.ts';
import { isStoredImageURL } from '../links.ts';
import { commonMessages, postMessages } from '../messages.ts';
import { optionalText } from './fields.ts';
import * as z from './zod.ts';

export type { ImageFile } from '../image-issue.ts';
export { checkImage, imageIssue, isImageType } from '../image-issue.ts';

/** A browser File (or anything with type and size) checked for `purpose`; the value passes through
 * unchanged so the form keeps its File. */
export function imageFileSchema<T extends ImageFile = ImageFile>(purpose: UploadPurpose) {
  return z
    .custom<T>(
      (v) =>
        typeof v === 'object' &&
        v !== null &&
        typeof (v as ImageFile).type === 'string' &&
        typeof (v as ImageFile).size === 'number',
      { error: imageMessages[purpose].type },
    )
    .check(
      z.superRefine((file: T, ctx) => {
        const issue = imageIssue(file, purpose);
        if (issue) ctx.addIssue({ code: 'custom', message: issue.message });
      }),
    );
}

/** POST /api/uploads: what the SPA wants to upload, checked before anything is signed. */
export const uploadRequestSchema = z
  .object({
    purpose: z.enum(UPLOAD_PURPOSES as [UploadPurpose, ...UploadPurpose[]], {
      error: commonMessages.badRequest,
    }),
    contentType: z.string({ error: commonMessages.badRequest }),
    // A byte count: 1.5 or 1e-9 would be signed into the upload policy as is.
    size: z.number({ error: commonMessages.badRequest }).check(z.int(commonMessages.badRequest)),
  })
  .check(
    z.superRefine((v, ctx) => {
      const issue = imageIssue({ type: v.contentType, size: v.size }, v.purpose);
      if (issue) {
        ctx.addIssue({
          code: 'custom',
          message: issue.message,
          path: [issue.field === 'type' ? 'contentType' : 'size'],
        });
      }
    }),
  );
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

/** An uploaded object's key, as returned by /api/uploads: `<folder>/<name>.<ext>` under the purpose's folder.
 * Whose key it is and whether the object exists is the handler's check. */
export function uploadKeySchema(purpose: UploadPurpose) {
  const folder = UPLOAD_FOLDERS[purpose];
  return z.string({ error: postMessages.invalidImage }).check(
    z.trim(),
    z.maxLength(500, postMessages.invalidImage),
    z.refine(
      (key) => key.startsWith(`${folder}/`) && /^[A-Za-z]+\/[A-Za-z0-9._-]+$/.test(key),
      postMessages.invalidImage,
    ),
  );
}

/** An image address as stored on a post: '' (default image), our own /images/ path, or an http(s) URL.
 * Never a javascript: or data: address, whatever a handler or seed passes in. */
export function storedImageURL() {
  return optionalText(MAX_LENGTH.url).check(z.refine(isStoredImageURL, postMessages.invalidImage));
}

/** A processed image as the server stores it (variants made by the attach step, never by a form). */
export const storedImageSchema = z.object({
  variants: z
    .array(
      z.object({
        key: z.string().check(
          z.regex(/^[A-Za-z0-9._/-]+$/),
          z.refine((k) => !k.includes('..')),
        ),
        width: z.number().check(z.int(), z.positive()),
        height: z.number().check(z.int(), z.positive()),
        use: z.enum(['card', 'detail', 'preview', 'avatar']),
      }),
    )
    .check(z.minLength(1), z.maxLength(8)),
  placeholder: z.string().check(z.maxLength(100)),
});
