/**
 * The marketplace's public contact details, one source for the shell's top bar, mobile menu and
 * footer and the support pages. The phone number is the spec's placeholder support line.
 */
export const CONTACT = {
  phone: { display: '+254 700 000 000', href: 'tel:+254700000000' },
  /** The messaging app's number (wa.me wants digits only). */
  whatsapp: '254700000000',
  email: { display: 'support@district.market', href: 'mailto:support@district.market' },
  /** Street lines are proper names, so they stay untranslated. */
  address: ['Moi Avenue, Nairobi CBD', 'Nairobi, Kenya'],
} as const;
