// POST /api/uploads' body parsed without a schema library: the uploads function parses nothing else,
// and zod would add about 25 KB (zod/mini) to a bundle already over its budget by its S3 client. The rules, texts and their order are
// exactly schemas/images.ts's uploadRequestSchema (which the web still uses); upload-request.test.ts
// holds both to the same answers over many bodies.

import { UPLOAD_PURPOSES, type UploadPurpose } from './constants.ts';
import { imageIssue } from './image-issue.ts';
import type { QueryResult } from './list-queries.ts';
import { commonMessages } from './messages.ts';

export interface UploadRequest {
  purpose: UploadPurpose;
  contentType: string;
  size: number;
}

/** The upload request, or the VALIDATION error: a missing or wrong field (a size that is no whole
 * number) is "bad request" and skips the image's own check, as the schema's refinement is skipped
 * after a wrong type; a size past 2^53 is "bad request" before the image's check, which still runs. */
export function parseUploadRequest(input: unknown): QueryResult<UploadRequest> {
  const body = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const fields: Record<string, string> = {};
  const issues: string[] = [];
  const add = (field: string, message: string) => {
    issues.push(message);
    if (!(field in fields)) fields[field] = message;
  };
  const { purpose, contentType, size } = body;
  if (!(UPLOAD_PURPOSES as readonly unknown[]).includes(purpose)) add('purpose', commonMessages.badRequest);
  if (typeof contentType !== 'string') add('contentType', commonMessages.badRequest);
  const whole = typeof size === 'number' && Number.isInteger(size);
  if (!whole) add('size', commonMessages.badRequest);
  const wrong = issues.length > 0;
  // A whole number past 2^53 is refused too, but as a limit, which still lets the image check run.
  if (whole && !Number.isSafeInteger(size)) add('size', commonMessages.badRequest);
  if (!wrong) {
    const issue = imageIssue({ type: contentType as string, size: size as number }, purpose as UploadPurpose);
    if (issue) add(issue.field === 'type' ? 'contentType' : 'size', issue.message);
  }
  if (issues.length > 0) {
    return {
      ok: false,
      error: { code: 'VALIDATION', message: issues[0] ?? commonMessages.badRequest, fields },
    };
  }
  return {
    ok: true,
    data: { purpose: purpose as UploadPurpose, contentType: contentType as string, size: size as number },
  };
}
