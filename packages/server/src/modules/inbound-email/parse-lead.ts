/**
 * Reads a forwarded lead e-mail (Zillow Rental Manager, Buildium guest cards, or any
 * listing site's "new inquiry" mail) into the prospect's details and the listing they
 * asked about. Pure: the caller matches the listing and stores the lead.
 */
import { normalizePhone } from '@porchlight/domain';
import PostalMime, { type Address } from 'postal-mime';
import { textOfHtml } from '../../mail/html-text.ts';

export type LeadSource = 'zillow' | 'buildium';

/** zillow-{listingEmailId}@domain → the source and the account's listingEmailId. */
export function forwardingTarget(
  address: string,
  mailDomain: string,
): { source: LeadSource; listingEmailId: string } | null {
  const match = /^(zillow|buildium)-([a-z0-9_-]{1,64})@(.+)$/i.exec(address.trim());
  if (!match || match[3]!.toLowerCase() !== mailDomain.toLowerCase()) return null;
  return { source: match[1]!.toLowerCase() as LeadSource, listingEmailId: match[2]! };
}

export interface ParsedLead {
  /** Every recipient the message names (To, Cc, Delivered-To, X-Original-To, X-Forwarded-To). */
  recipients: string[];
  subject: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  message: string | null;
  /** What identifies the listing: URLs in the mail, and the address or unit it names. */
  listingUrls: string[];
  listingText: string | null;
  unitNumber: string | null;
}

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i;
const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/gi;
/** Senders that are the listing site, never the prospect. */
const SITE_SENDERS =
  /(@|\.)(zillow|zillowrentals|trulia|hotpads|buildium|managebuilding|apartments|rent|zumper)\.(com|net)$/i;

const LABELS: Record<'name' | 'email' | 'phone' | 'message' | 'listing' | 'unit', RegExp> = {
  name: /^(?:name|contact name|renter name|applicant|guest name|from)\s*:\s*(.+)$/im,
  email: /^(?:e-?mail(?: address)?|contact e-?mail|renter e-?mail)\s*:\s*(.+)$/im,
  phone: /^(?:phone(?: number)?|tel(?:ephone)?|mobile|cell)\s*:\s*(.+)$/im,
  message:
    /^(?:message|comments?|note|questions?)\s*:\s*([\s\S]+?)(?:\n\s*\n|\n[A-Z][\w ]{1,30}:|$)/im,
  listing: /^(?:property|listing|address|rental|regarding|property address)\s*:\s*(.+)$/im,
  unit: /^(?:unit|unit number|apt|apartment)\s*(?:#|no\.?)?\s*:\s*(.+)$/im,
};

const SUBJECT_LISTING = [
  /(?:is interested in|interested in|inquiry (?:about|for)|question about|new (?:contact|lead|inquiry|guest card)\s*[:-])\s*(.+)$/i,
  /^(?:re|fwd?):\s*(.+)$/i,
];

const clean = (value: string | undefined | null) => {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, 500) : null;
};

/** Every mailbox of an address list, groups opened. */
const mailboxesOf = (field: Address[] | Address | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((entry) =>
    entry.group ? entry.group : [entry],
  );

const addressesOf = (field: Address[] | Address | undefined) =>
  mailboxesOf(field).flatMap((entry) => (entry.address ? [entry.address.toLowerCase()] : []));

const headerAddresses = (value: unknown) =>
  typeof value === 'string'
    ? [...value.matchAll(new RegExp(EMAIL, 'gi'))].map((m) => m[0].toLowerCase())
    : [];

function listingFromSubject(subject: string): string | null {
  for (const pattern of SUBJECT_LISTING) {
    const found = pattern.exec(subject)?.[1];
    if (found) return clean(found.replace(/^(?:re|fwd?):\s*/i, ''));
  }
  return null;
}

/** Parses raw MIME (postal-mime) into a lead; fields it cannot find are null. */
export async function parseLeadEmail(raw: string | Buffer): Promise<ParsedLead> {
  const mail = await PostalMime.parse(raw, { maxRfc822NestingDepth: 3 });
  const body = mail.text ?? (mail.html ? textOfHtml(mail.html) : '');
  const text = body.replace(/\r\n/g, '\n').slice(0, 100_000);
  const subject = clean(mail.subject) ?? '';
  const label = (key: keyof typeof LABELS) => clean(LABELS[key].exec(text)?.[1]);
  const header = (name: string) =>
    mail.headers.filter((entry) => entry.key === name).map((entry) => entry.value);
  const recipients = [
    ...addressesOf(mail.to),
    ...addressesOf(mail.cc),
    ...['delivered-to', 'x-original-to', 'x-forwarded-to', 'envelope-to'].flatMap((name) =>
      header(name).flatMap(headerAddresses),
    ),
  ];

  const replyTo = addressesOf(mail.replyTo).find((address) => !SITE_SENDERS.test(address));
  const from = mailboxesOf(mail.from)[0];
  const fromProspect = from?.address && !SITE_SENDERS.test(from.address) ? from : undefined;
  const labelled = label('email');
  const email =
    (labelled && EMAIL.exec(labelled)?.[0].toLowerCase()) ??
    replyTo ??
    fromProspect?.address?.toLowerCase() ??
    null;

  const phoneText = label('phone');
  const phone = phoneText ? normalizePhone(phoneText) || null : null;
  const name =
    label('name') ?? clean(fromProspect?.name) ?? clean(mailboxesOf(mail.replyTo)[0]?.name);
  const listingUrls = [...new Set(text.match(URL_PATTERN) ?? [])].slice(0, 20);
  return {
    recipients: [...new Set(recipients)],
    subject,
    name: name && !EMAIL.test(name) ? name : null,
    email,
    phone,
    message: label('message'),
    listingUrls,
    listingText: label('listing') ?? listingFromSubject(subject),
    unitNumber: label('unit')?.replace(/^#\s*/, '') ?? null,
  };
}
