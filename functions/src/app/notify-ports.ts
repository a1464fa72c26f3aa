// What the email use cases (notify-members.ts, notification-settings.ts) and the account's session use
// cases (account-sessions.ts) need from the outside world. SES, Cognito and the table implement them
// (aws/ses-mailer.ts, aws/cognito-directory.ts, aws/cognito-sessions.ts, store/notify-ports.ts); the
// use-case tests implement them in memory.

import type { EmailCategory, EmailSettings, OwnerGate } from './email-kinds.ts';
import type { EventStore } from './ports.ts';

/** One email, rendered, to one address. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one-click unsubscribe link (List-Unsubscribe headers); none on a volunteer's operational email. */
  unsubscribeUrl?: string;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
}

/** Who a member is to the mail: their address and display name. */
export interface MemberContact {
  email: string;
  name: string;
}

/** The user pool as the notifier and the unsubscribe link see it. */
export interface MemberDirectory {
  /** The member's address and name; null for an account that is gone (or has no address). */
  contactOf(uid: string): Promise<MemberContact | null>;
  exists(uid: string): Promise<boolean>;
}

/** A member's email settings (categories and language) and the generation their unsubscribe links
 * must carry. */
export interface NotificationSettings {
  get(uid: string): Promise<EmailSettings>;
  /** Sets the given categories and language (others unchanged) and returns the result. */
  set(uid: string, change: Partial<EmailSettings>): Promise<EmailSettings>;
  /** Every category on again and the link generation raised, so every earlier link is refused. The
   * language stays: it is not a kind of email. */
  reset(uid: string): Promise<EmailSettings>;
  /** The settings and the link generation, in one read: an email being sent, or a link being followed,
   * needs both. */
  getWithLinkGeneration(uid: string): Promise<{ settings: EmailSettings; linkGeneration: number }>;
}

/** The notifier's own records: once per event and recipient, the owner's hourly gates, the daily cap
 * on book alerts. `at` is always the event's time, so a replayed stream decides the same way. */
export interface NotifyMarkers {
  /** True when this caller now owns the event's email to `to`; false when it was claimed before. */
  claim(postId: string, seq: number, to: string): Promise<boolean>;
  /** The send failed: the next delivery may send. */
  release(postId: string, seq: number, to: string): Promise<void>;
  /** Open with the number folded since the last email sent, or closed (this one counted, to fold). */
  openGate(
    postId: string,
    to: string,
    gate: OwnerGate,
    at: number,
  ): Promise<{ open: true; folded: number } | { open: false }>;
  /** The send failed after the gate opened: the retry may send. */
  closeGate(postId: string, to: string, gate: OwnerGate): Promise<void>;
  /** One more capped email caused by `causeUid` on the event's day, or false once the cap is reached. */
  takeDailyCap(causeUid: string, at: number): Promise<boolean>;
}

/** The posts the notifier reads: the event's post, and the open wishes a new treat answers. */
export type NotifyPosts = Pick<EventStore, 'load' | 'listOpenMatches'>;

/** The secret unsubscribe links are signed with (Secrets Manager in AWS, the environment locally). */
export interface UnsubscribeSecret {
  /** '' when none is configured: then no link verifies. */
  get(): Promise<string>;
}

export type { EmailCategory };

/** The user pool's side of a member's sessions. */
export interface UserPoolSessions {
  /** Revokes every refresh token, so no new id token can be had from them. */
  signOutEverywhere(username: string): Promise<void>;
  /** With the member's own access token; throws the spec's VALIDATION error for a wrong password or
   * a weak new one, UNAUTHENTICATED for another member's or a revoked token. */
  changePassword(
    uid: string,
    input: { accessToken: string; currentPassword: string; newPassword: string },
  ): Promise<void>;
}

/** The API's "valid after" mark: id tokens issued before it are refused at once. */
export interface SessionMarks {
  revoke(uid: string): Promise<void>;
}

/** One device a member allowed notifications on: the browser's push subscription (RFC 8030 endpoint,
 * the RFC 8291 keys). Stored under the member, erased with them. */
export interface PushDevice {
  endpoint: string;
  /** The browser's P-256 public key, base64url (65 bytes, uncompressed). */
  p256dh: string;
  /** The browser's 16-byte auth secret, base64url. */
  auth: string;
}

/** What a push says: one line and where a tap leads. No address, message or other private text. */
export interface PushMessage {
  text: string;
  url: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  /** One notification per post on the lock screen: a newer one replaces the older. */
  tag: string;
}

/** The member's devices in the table. A device (its endpoint) belongs to one member at a time: a
 * shared phone's second member takes it over, and the first no longer gets pushes there. */
export interface PushDevices {
  list(uid: string): Promise<PushDevice[]>;
  add(uid: string, device: PushDevice, at: number): Promise<void>;
  /** Removes the member's device with this endpoint; false when they had none. */
  remove(uid: string, endpoint: string): Promise<boolean>;
}

/** Sends one push to one device. 'gone': the push service no longer knows it (404/410). */
export interface PushSender {
  send(device: PushDevice, message: PushMessage): Promise<'sent' | 'gone'>;
}
