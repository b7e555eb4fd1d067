import { CONTACT } from '@marketplace/contracts';

/** The messaging link: a chat with the support line, the greeting prefilled in the shopper's language. */
export function whatsappLink(greeting: string): string {
  return `https://wa.me/${CONTACT.whatsapp}?text=${encodeURIComponent(greeting)}`;
}
