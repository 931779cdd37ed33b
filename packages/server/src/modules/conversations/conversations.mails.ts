import type { MailMessage } from '../../mail/outbox.ts';

export const tenantLoginMail = (to: string, address: string, link: string): MailMessage => ({
  to,
  subject: `Continue your chat about ${address}`,
  text: `Hello,\n\nOpen this link to continue your conversation about ${address}:\n\n${link}\n\nThe link works once and expires in 15 minutes. If you did not ask for it, ignore this e-mail.\n\n— Athena, the leasing assistant`,
});

/**
 * Where a prospect's e-mailed login link goes: back to the listing page the chat is on,
 * when that page is on one of the manager's own sites (the property's websiteOrigins),
 * with the sign-in in the fragment — a fragment is never sent to that site's server nor
 * in a Referer, and the widget's script removes it at once; otherwise the unit's /chat.
 * A page anyone could name would let them send a victim's login link to their own site.
 */
export function tenantLoginLink(
  publicUrl: string,
  target: { property: { id: string; websiteOrigins: string[] }; unitId: string | null },
  pageUrl: string | undefined,
  { token, email }: { token: string; email: string },
): string {
  const page = pageUrl && URL.canParse(pageUrl) ? new URL(pageUrl) : null;
  if (page && target.property.websiteOrigins.includes(page.origin)) {
    const login = new URLSearchParams({
      porchlight_token: token,
      porchlight_email: email,
      porchlight_property: target.property.id,
    });
    if (target.unitId) login.set('porchlight_unit', target.unitId);
    page.hash = login.toString();
    return page.toString();
  }
  const link = new URL('/chat', publicUrl);
  link.searchParams.set('token', token);
  link.searchParams.set('email', email);
  link.searchParams.set('propertyId', target.property.id);
  if (target.unitId) link.searchParams.set('unitId', target.unitId);
  return link.toString();
}
