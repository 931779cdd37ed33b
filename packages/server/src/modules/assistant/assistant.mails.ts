import type { MailMessage } from '../../mail/outbox.ts';

/** To the manager: a resident asked Resident AI what it could not answer. */
export function residentNeedsManagerMail(to: {
  email: string;
  address: string;
  unitNumber: string | null;
  text: string;
  publicUrl: string;
}): MailMessage {
  const unit = to.unitNumber ? `, unit ${to.unitNumber}` : '';
  return {
    to: to.email,
    subject: `A resident needs you: ${to.address}`,
    text: `A resident wrote in the Resident AI chat about ${to.address}${unit}:\n\n"${to.text.slice(0, 1000)}"\n\nSee Resident Activity: ${to.publicUrl}/activity\n\n— Porchlight`,
  };
}
