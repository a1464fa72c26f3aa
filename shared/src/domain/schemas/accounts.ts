// zod schemas shared by the web forms and the handlers: contact, accounts.
// They carry the spec's section 5 messages in the spec's order; a field's first failing rule is the
// one the member sees.

import { MAX_LENGTH, PASSWORD_MIN } from '../constants.ts';
import { authMessages, commonMessages, contactMessages } from '../messages.ts';
import { hasWebAddress, isEmail, noLinkInName, requiredText } from './fields.ts';
import { uploadKeySchema } from './images.ts';
import * as z from './zod.ts';

const plainString = z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string().check(z.trim()));

/** Contact form: required fields first (one spec text), then the email's format. */
export const contactSchema = z
  .object({
    name: plainString,
    email: plainString,
    phone: plainString,
    message: plainString,
  })
  .check(
    z.superRefine((v, ctx) => {
      let missing = false;
      for (const field of ['name', 'email', 'message'] as const) {
        if (v[field] === '') {
          ctx.addIssue({ code: 'custom', message: contactMessages.requiredFields, path: [field] });
          missing = true;
        }
      }
      if (missing) return;
      if (!isEmail(v.email))
        ctx.addIssue({ code: 'custom', message: contactMessages.validEmail, path: ['email'] });
      if (v.phone !== '' && !/^[0-9+().\s-]{3,}$/.test(v.phone)) {
        ctx.addIssue({ code: 'custom', message: contactMessages.invalidPhone, path: ['phone'] });
      }
      tooLong(ctx, v, { name: MAX_LENGTH.name, phone: MAX_LENGTH.phone, message: MAX_LENGTH.message });
    }),
  );
export type ContactBody = z.infer<typeof contactSchema>;

function tooLong<T extends Record<string, unknown>>(
  ctx: z.core.$RefinementCtx,
  value: T,
  limits: Partial<Record<keyof T & string, number>>,
): void {
  for (const [field, max] of Object.entries(limits) as [string, number][]) {
    const text = value[field];
    if (typeof text === 'string' && text.length > max) {
      ctx.addIssue({ code: 'custom', message: commonMessages.tooLong(max), path: [field] });
    }
  }
}

/** Sign-up: all fields, then the terms, then what the identity provider would refuse. */
export const signUpSchema = z
  .object({
    email: plainString,
    name: plainString,
    password: z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string()),
    acceptTerms: z.preprocess((v) => v === true || v === 'true' || v === 'on', z.boolean()),
  })
  .check(
    z.superRefine((v, ctx) => {
      let missing = false;
      for (const field of ['email', 'name', 'password'] as const) {
        if (v[field] === '') {
          ctx.addIssue({ code: 'custom', message: authMessages.signUpFieldsRequired, path: [field] });
          missing = true;
        }
      }
      if (missing) return;
      if (!v.acceptTerms) {
        ctx.addIssue({ code: 'custom', message: authMessages.acceptTerms, path: ['acceptTerms'] });
        return;
      }
      if (!isEmail(v.email))
        ctx.addIssue({ code: 'custom', message: authMessages.validEmail, path: ['email'] });
      if (v.password.length < PASSWORD_MIN) {
        ctx.addIssue({ code: 'custom', message: authMessages.passwordMin, path: ['password'] });
      }
      tooLong(ctx, v, { name: MAX_LENGTH.name });
      if (hasWebAddress(v.name, 'name'))
        ctx.addIssue({ code: 'custom', message: commonMessages.noWebAddress, path: ['name'] });
    }),
  );

const email = requiredText(authMessages.validEmail, MAX_LENGTH.email).check(
  z.refine(isEmail, authMessages.validEmail),
);

export const loginSchema = z.object({
  email,
  password: z
    .string({ error: authMessages.passwordRequired })
    .check(z.minLength(1, authMessages.passwordRequired)),
});

export const resetPasswordSchema = z.object({ email });

export const confirmResetSchema = z.object({
  email,
  code: requiredText(authMessages.codeRequired, 20),
  password: z
    .string({ error: authMessages.passwordMin })
    .check(z.minLength(PASSWORD_MIN, authMessages.passwordMin)),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: authMessages.passwordRequired })
      .check(z.minLength(1, authMessages.passwordRequired)),
    newPassword: z
      .string({ error: authMessages.passwordMin })
      .check(z.minLength(PASSWORD_MIN, authMessages.passwordMin)),
    confirmPassword: z.string({ error: authMessages.passwordMismatch }),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.newPassword !== v.confirmPassword) {
        ctx.addIssue({ code: 'custom', message: authMessages.passwordMismatch, path: ['confirmPassword'] });
      }
    }),
  );

/** POST /api/me/password: the SPA's form has been checked already; the access token lets the server
 * ask Cognito to change it (ChangePassword is authorised by it, not by the API's id token). */
export const passwordChangeRequestSchema = z.object({
  accessToken: z
    .string({ error: commonMessages.signInRequired })
    .check(z.minLength(1, commonMessages.signInRequired), z.maxLength(8192)),
  currentPassword: z
    .string({ error: authMessages.passwordRequired })
    .check(z.minLength(1, authMessages.passwordRequired), z.maxLength(256)),
  newPassword: z
    .string({ error: authMessages.passwordMin })
    .check(z.minLength(PASSWORD_MIN, authMessages.passwordMin), z.maxLength(256)),
});

export const deleteAccountSchema = z.object({
  password: z
    .string({ error: authMessages.deletePasswordRequired })
    .check(z.minLength(1, authMessages.deletePasswordRequired)),
});

export const profileSchema = z.object({
  displayName: noLinkInName(requiredText(authMessages.displayNameRequired, MAX_LENGTH.name)),
});

/** What is wrong with a display name, by the profile form's rules, or null: the server's check at
 * sign-up (Cognito's pre-sign-up trigger, the local shim) and on change (PUT /api/me/profile). */
export function displayNameProblem(name: unknown): string | null {
  const result = profileSchema.safeParse({ displayName: name });
  return result.success ? null : (result.error.issues[0]?.message ?? authMessages.displayNameRequired);
}

export const avatarSchema = z.object({ key: uploadKeySchema('avatar') });
