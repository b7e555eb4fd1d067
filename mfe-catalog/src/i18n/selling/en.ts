// The selling pages' texts (Sell on the marketplace, the vendor application): a namespace of
// their own, so a shopper's pages never load them.
export const en = {
  vendorInfo: {
    intro: 'Bring your shop online and reach shoppers across Nairobi.',
    whyHeading: 'Why sell here',
    reasons: {
      fees: { title: 'No listing fees', text: 'Listing your products is free; a small commission applies only when you sell.' },
      delivery: { title: 'We deliver for you', text: 'Our riders collect from your shop and deliver within 24 hours in Nairobi.' },
      payouts: { title: 'Payouts by M-Pesa', text: 'Your earnings are paid to your M-Pesa account every week.' },
      shoppers: { title: 'Shoppers in three languages', text: 'Your shop is shown in English, Somali and Swahili.' },
    },
    stepsHeading: 'How to start',
    steps: {
      apply: 'Fill in the application with your shop details.',
      review: 'Our team reviews it and calls you within two working days.',
      listing: 'We help you photograph and list your products.',
      sell: 'Start selling and get paid by M-Pesa.',
    },
    apply: 'Apply to sell',
  },
  register: {
    intro: 'Tell us about your business. We review every application and get back to you.',
    learnMore: 'Learn more about selling',
    businessName: 'Business name',
    contactName: 'Contact name',
    email: 'Email',
    phone: 'Phone',
    phoneHint: 'Kenyan mobile number, e.g. 0712 345 678',
    category: 'Category',
    chooseCategory: 'Choose a category',
    description: 'Describe your business',
    logo: 'Shop logo (optional)',
    logoHint: 'JPEG, PNG, GIF or WebP, up to 2 MB',
    agree: 'I agree to the terms and conditions',
    submit: 'Submit Application',
    submitting: 'Submitting...',
    thanksTitle: 'Application received',
    thanksText: 'Thank you! We will review your application and contact you at {{email}}.',
    backHome: 'Back to the home page',
  },
};
