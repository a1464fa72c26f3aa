// An image's first problem for its purpose (type before size, spec section 5's words), without a
// schema library: the uploads function checks a request with it (upload-request.ts), the schemas in
// schemas/images.ts and the web's forms through them.

import { IMAGE_MAX_BYTES, IMAGE_TYPES, type UploadPurpose } from './constants.ts';
import { authMessages, postMessages } from './messages.ts';

export interface ImageFile {
  type: string;
  size: number;
}

/** The spec gives each purpose its own wording (section 5). */
export const imageMessages: Record<UploadPurpose, { type: string; size: string }> = {
  cover: { type: postMessages.coverType, size: postMessages.imageTooBig },
  treatCover: { type: postMessages.coverType, size: postMessages.imageTooBig },
  thankYou: { type: postMessages.thankYouPhotoType, size: postMessages.imageTooBig },
  avatar: { type: authMessages.avatarType, size: authMessages.avatarTooBig },
};

export function isImageType(type: string): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(type);
}

/** The first problem with an image, type before size (spec order), or null when it is fine. */
export function imageIssue(
  file: ImageFile,
  purpose: UploadPurpose,
): { field: 'type' | 'size'; message: string } | null {
  const texts = imageMessages[purpose];
  if (!isImageType(file.type)) return { field: 'type', message: texts.type };
  if (!Number.isFinite(file.size) || file.size <= 0)
    return { field: 'size', message: postMessages.invalidImage };
  if (file.size > IMAGE_MAX_BYTES) return { field: 'size', message: texts.size };
  return null;
}

/** The message for an image's first problem, or null. */
export function checkImage(file: ImageFile, purpose: UploadPurpose): string | null {
  return imageIssue(file, purpose)?.message ?? null;
}
