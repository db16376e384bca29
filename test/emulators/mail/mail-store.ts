import { randomUUID } from 'node:crypto';

export interface MailAddress {
  readonly name: string;
  readonly address: string;
}

/** One header field as it arrived (folded lines joined), in arrival order; a name may repeat. */
export interface MailHeader {
  readonly name: string;
  readonly value: string;
}

/** A message as it arrived over SMTP, before the store gives it an id. */
export interface ReceivedMail {
  readonly messageId: string;
  readonly from: MailAddress | null;
  readonly to: readonly MailAddress[];
  readonly cc: readonly MailAddress[];
  /** RCPT TO addresses; they include Bcc recipients that no header names. */
  readonly envelopeRecipients: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly size: number;
  readonly headers: readonly MailHeader[];
  /** The message source as received (after the SMTP dot-unstuffing), for Mailpit's `/raw`. */
  readonly raw: string;
}

export interface StoredMail extends ReceivedMail {
  readonly id: string;
  readonly receivedAt: Date;
}

export interface MailPageRequest {
  readonly start: number;
  readonly limit: number;
  readonly filter?: (mail: StoredMail) => boolean;
}

export interface MailPage {
  /** Every message in the store, matching or not (Mailpit's `total`). */
  readonly total: number;
  readonly matched: number;
  readonly start: number;
  readonly mails: readonly StoredMail[];
}

export interface MailStoreOptions {
  readonly capacity?: number;
  readonly newId?: () => string;
  readonly now?: () => Date;
}

export const DEFAULT_MAIL_CAPACITY = 1000;

/** Keeps the newest messages in memory; past `capacity`, the oldest are dropped. */
export class MailStore {
  /** Newest first. */
  private mails: StoredMail[] = [];
  private readonly capacity: number;
  private readonly newId: () => string;
  private readonly now: () => Date;

  constructor(options: MailStoreOptions = {}) {
    this.capacity = options.capacity ?? DEFAULT_MAIL_CAPACITY;
    if (!Number.isInteger(this.capacity) || this.capacity < 1) {
      throw new RangeError(`mail store capacity must be a positive integer, got ${this.capacity}`);
    }
    this.newId = options.newId ?? randomUUID;
    this.now = options.now ?? (() => new Date());
  }

  get size(): number {
    return this.mails.length;
  }

  add(mail: ReceivedMail): StoredMail {
    const stored: StoredMail = { ...mail, id: this.newId(), receivedAt: this.now() };
    this.mails.unshift(stored);
    this.mails.length = Math.min(this.mails.length, this.capacity);
    return stored;
  }

  newestFirst(): readonly StoredMail[] {
    return [...this.mails];
  }

  find(id: string): StoredMail | undefined {
    return this.mails.find((mail) => mail.id === id);
  }

  latest(): StoredMail | undefined {
    return this.mails[0];
  }

  page({ start, limit, filter }: MailPageRequest): MailPage {
    const matching = filter ? this.mails.filter(filter) : this.mails;
    return {
      total: this.mails.length,
      matched: matching.length,
      start,
      mails: matching.slice(start, start + limit),
    };
  }

  /** Returns how many of the given ids were present. */
  delete(ids: readonly string[]): number {
    const doomed = new Set(ids);
    const before = this.mails.length;
    this.mails = this.mails.filter((mail) => !doomed.has(mail.id));
    return before - this.mails.length;
  }

  clear(): void {
    this.mails = [];
  }
}
