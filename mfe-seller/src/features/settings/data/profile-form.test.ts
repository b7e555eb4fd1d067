import { VALIDATION_MESSAGES } from '@marketplace/contracts';
import { checkProfileForm } from './profile-form';

const FORM = { name: ' Mama Mboga ', description: '', location: ' Eastleigh ', contact_phone: '0712 345 678' };

describe('checkProfileForm', () => {
  it('answers the fields as they are saved: trimmed, empty ones null, the phone as +254', () => {
    expect(checkProfileForm(FORM)).toEqual({
      fields: { name: 'Mama Mboga', description: null, location: 'Eastleigh', contact_phone: '+254712345678' },
      problems: {},
    });
    expect(checkProfileForm({ ...FORM, contact_phone: ' ' }).fields.contact_phone).toBeNull();
  });

  it("holds each field to the server's rule, naming the words for the problem", () => {
    const { problems } = checkProfileForm({
      name: ' ',
      description: 'x'.repeat(2001),
      location: 'x'.repeat(201),
      contact_phone: '12345',
    });
    expect(problems).toEqual({
      name: { key: 'settings.errors.nameRequired' },
      description: { key: 'settings.errors.descriptionTooLong' },
      location: { key: 'settings.errors.locationTooLong' },
      contact_phone: { message: VALIDATION_MESSAGES.phoneInvalid.en },
    });
    expect(checkProfileForm({ ...FORM, name: 'x'.repeat(121) }).problems.name).toEqual({ key: 'refusals.seller.vendorNameTooLong' });
    expect(checkProfileForm({ ...FORM, name: 'x'.repeat(120) }).problems).toEqual({});
  });
});
