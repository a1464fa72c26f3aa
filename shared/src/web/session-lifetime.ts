// How long a sign-in lasts: the web client's refresh token validity. The user pool client in AWS, the
// local Cognito's client, the app's one "signed in" decision (web/src/lib/session.ts) and index.html's
// head script all read this number, so a session Cognito will refuse counts as signed out everywhere.

/** The refresh token's validity, in days (Cognito's default, set explicitly). */
export const SESSION_DAYS = 30;

/** The same, in seconds, counted from the password sign-in (the id token's `auth_time`). */
export const SESSION_LIFETIME_S = SESSION_DAYS * 24 * 60 * 60;
