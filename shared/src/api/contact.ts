// The contact form's messages as the API returns them to volunteers (GET /api/support/contact).
// Declared once: the server builds them, the web's support inbox reads them.

export type ContactStatus = 'open' | 'resolved';

export interface ContactMessage {
  id: string;
  /** '' when sent by a visitor. */
  uid: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  createdAt: number; // seconds, as in the spec
  status: ContactStatus;
  /** Set when a volunteer changes the status. */
  statusChangedAt?: number; // epoch ms
  statusChangedBy?: string; // volunteer uid
  /** Set when the sender deleted their account: name "Former member", email, phone and text empty. */
  erasedAt?: number; // epoch ms
}
