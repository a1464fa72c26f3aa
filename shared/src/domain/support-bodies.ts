// The volunteers' request bodies (a support action on a post, a member's suspension), parsed without a
// schema library: these are all the two functions parse, and zod was 25 KB of each bundle. The rules
// and texts are exactly schemas/support.ts's, which stays the web forms' schema (a field's first
// failing rule is the one the volunteer sees; unknown fields dropped); a test (support-bodies.test.ts)
// holds both to the same answers.

import { MAX_LENGTH } from './constants.ts';
import { commonMessages, supportMessages } from './messages.ts';
import { type BodyResult, body, expectedVersion, requiredText } from './step-bodies.ts';
import type { DomainError } from './types.ts';

export type SupportActionBody =
  | {
      type: 'reopen' | 'remove' | 'dismissReports' | 'restoreFootprint';
      reason: string;
      expectedVersion?: number | undefined;
    }
  | {
      type: 'correctAddress';
      shippingAddress: string;
      reason: string;
      expectedVersion?: number | undefined;
    };

export interface SuspendMemberBody {
  reason: string;
}

const reason = () => requiredText(supportMessages.reasonRequired, MAX_LENGTH.reason);

const reasonOnly = /* @__PURE__ */ body(() => ({ reason: reason(), expectedVersion }));
const addressCorrection = /* @__PURE__ */ body(() => ({
  shippingAddress: requiredText(commonMessages.requiredField, MAX_LENGTH.address),
  reason: reason(),
  expectedVersion,
}));
const suspension = /* @__PURE__ */ body(() => ({ reason: reason() }));

function refuse(message: string, fields: Record<string, string>): { ok: false; error: DomainError } {
  return { ok: false, error: { code: 'VALIDATION', message, fields } };
}

const isObject = (input: unknown): input is Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

/** The action's `type` picks its fields, as zod's discriminated union does: a body that is not an
 * object, or names no action, gets the union's own text. */
export function parseSupportAction(input: unknown): BodyResult<SupportActionBody> {
  if (!isObject(input)) return refuse(supportMessages.unknownAction, {});
  const type = input.type;
  switch (type) {
    case 'reopen':
    case 'remove':
    case 'dismissReports':
    case 'restoreFootprint': {
      const read = reasonOnly(input);
      return read.ok ? { ok: true, data: { type, ...read.data } } : read;
    }
    case 'correctAddress': {
      const read = addressCorrection(input);
      return read.ok ? { ok: true, data: { type, ...read.data } } : read;
    }
    default:
      return refuse(supportMessages.unknownAction, { type: supportMessages.unknownAction });
  }
}

/** A suspension's reason; a body that is not an object gets "bad request", as the schema's does. */
export function parseSuspendMember(input: unknown): BodyResult<SuspendMemberBody> {
  if (!isObject(input)) return refuse(commonMessages.badRequest, {});
  return suspension(input);
}
