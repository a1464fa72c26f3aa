// The dev mailbox: what the system would have emailed (verification and reset codes now, notifications
// later), kept in memory and appended to a JSON-lines file so it survives a restart. Locally only;
// GET /_dev/mailbox?to=EMAIL on the front lists it.

import { appendFileSync, existsSync, readFileSync } from 'node:fs';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The one-time code, when the mail carries one. */
  code?: string;
  /** What caused it, e.g. SignUp, ResendCode, ForgotPassword, Notification. */
  kind: string;
  /** Notifications (through the SES emulator): the HTML part and the custom headers. */
  html?: string;
  headers?: Record<string, string>;
  at: number; // epoch ms
}

export interface Mailbox {
  send(mail: Omit<Mail, 'at'> & { at?: number }): Mail;
  /** Mails to one address (case-insensitive), oldest first; all mails when `to` is omitted. */
  list(to?: string): Mail[];
  /** Another place mails land (the SES emulator): listed with these, by time. */
  addSource(source: () => Mail[]): void;
}

export function createMailbox(file?: string): Mailbox {
  const mails: Mail[] = [];
  const sources: (() => Mail[])[] = [];
  if (file && existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      try {
        mails.push(JSON.parse(line) as Mail);
      } catch {
        // a torn last line after a crash: skip it
      }
    }
  }
  return {
    send(input) {
      const mail: Mail = { ...input, to: input.to.toLowerCase(), at: input.at ?? Date.now() };
      mails.push(mail);
      if (file) appendFileSync(file, `${JSON.stringify(mail)}\n`);
      return mail;
    },
    list(to) {
      const all = sources.length
        ? [...mails, ...sources.flatMap((source) => source())].sort((a, b) => a.at - b.at)
        : [...mails];
      if (to === undefined) return all;
      const wanted = to.trim().toLowerCase();
      return all.filter((m) => m.to === wanted);
    },
    addSource(source) {
      sources.push(source);
    },
  };
}

let current: Mailbox | undefined;

/** The running stack's mailbox (set by startStack), for in-process senders such as notifications. */
export function devMailbox(): Mailbox | undefined {
  return current;
}

export function setDevMailbox(mailbox: Mailbox | undefined): void {
  current = mailbox;
}
