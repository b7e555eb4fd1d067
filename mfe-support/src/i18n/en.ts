// English texts of the support remote. Placeholders: {{vendor}} the featured vendor's name, and
// the shipping figures from contracts ({{fee}}, {{threshold}}, {{min}}, {{max}}, {{hours}} …).
export const en = {
  panel: {
    title: 'Need help? Talk to us',
    hours: 'Support hours: Mon-Fri 8AM-6PM EAT',
    call: 'Call {{phone}}',
    message: 'Chat on WhatsApp',
    faq: 'Read the FAQ',
    greeting: 'Hello District Market! I need help with my order.',
  },
  chat: {
    title: 'Chat Assistant',
    open: 'Open chat assistant',
    close: 'Close chat',
    history: 'Conversation',
    you: 'You',
    assistant: 'Assistant',
    typing: 'The assistant is typing…',
    input: 'Your message',
    placeholder: 'Ask about delivery, returns or payment…',
    send: 'Send',
    answers: {
      greeting: 'Hello! How can I help you today? Ask me about shipping, returns or payment.',
      shipping:
        'Standard delivery takes {{min}}-{{max}} business days and costs {{fee}}, free on orders above {{threshold}}. Express delivery reaches you within {{hours}} hours in Nairobi. Orders placed before {{cutoff}} EAT leave the same day.',
      returns:
        'You can return most items within 30 days of delivery. Start a return from My Orders; we email a prepaid label within 24 hours and refund within 5-7 business days after we receive the item.',
      payment:
        'We accept M-Pesa, credit and debit cards, and cash on delivery. With M-Pesa you confirm the payment on your phone with your PIN; we never see your PIN or your full card number.',
    },
  },
  contact: {
    intro: 'Questions about an order, a vendor or selling with us? Send us a message and our team will reply within one business day.',
    form: {
      title: 'Send us a message',
      name: 'Full name',
      email: 'Email address',
      subject: 'Subject',
      message: 'Message',
      messageHint: 'Between 10 and 2000 characters.',
      submit: 'Send Message',
      sending: 'Sending...',
      success: 'Thank you! Your message has been sent. We will get back to you soon.',
      saved: "Saved — we'll send your message when you're back online.",
    },
    info: {
      title: 'Contact information',
      address: 'Address',
      phone: 'Phone',
      email: 'Email',
      hours: 'Business hours',
      support: 'Support hours: Mon-Fri 8AM-6PM EAT',
    },
    social: {
      title: 'Follow us',
      facebook: 'District Market on Facebook',
      instagram: 'District Market on Instagram',
      x: 'District Market on X',
    },
  },
  about: {
    story: {
      title: 'Our Story',
      text: 'District Market was founded in 2020, when the shops of our Nairobi shopping district closed their doors for months. We built one place online where the district’s tailors, jewellers, electronics dealers, cooks and craftspeople could keep selling, and where shoppers across Kenya could find them. Today hundreds of vendors sell here, and every order still comes from a real shop down the street.',
    },
    mission: {
      title: 'Our Mission',
      text: 'To give every vendor of the district a fair, simple way to sell online, and every shopper a safe way to buy from them, paid the way Kenyans pay.',
    },
    vision: {
      title: 'Our Vision',
      text: 'A thriving district where small businesses grow with their customers, online and on the street, in every language our shoppers speak.',
    },
    values: {
      title: 'Our Values',
      satisfaction: { title: 'Customer Satisfaction', text: 'We listen, answer quickly and make things right when an order goes wrong.' },
      quality: { title: 'Quality Assurance', text: 'We check our vendors and their products, so what arrives is what you ordered.' },
      community: { title: 'Community Support', text: 'Every shilling spent here stays with the families and workshops of the district.' },
      ethics: { title: 'Ethical Business Practices', text: 'Fair fees for vendors, honest prices for shoppers, and no hidden charges.' },
      innovation: {
        title: 'Innovation & Continuous Improvement',
        text: 'From M-Pesa checkout to image search, we keep improving how you shop.',
      },
    },
    featured: {
      title: 'Featured Vendor',
      text: '{{vendor}} designs, casts and hand-paints scale models of Kenyan vehicles, from matatus to safari Land Cruisers, in their Industrial Area workshop. Collectors from around the world order their limited editions through District Market.',
      link: 'Visit {{vendor}}',
    },
  },
  faq: {
    searchLabel: 'Search FAQs',
    searchPlaceholder: 'Search FAQs...',
    noResults: 'No results found',
    categories: {
      'orders-shipping': 'Orders & Shipping',
      collection: '{{vendor}} Collection',
      returns: 'Returns & Exchanges',
      'account-payment': 'Account & Payment',
    },
    items: {
      'track-order': {
        q: 'How do I track my order?',
        a: 'Open My Orders after signing in. When your order ships, its tracking number appears there with a Track Package button, and we also send it to you by email.',
      },
      'delivery-time': {
        q: 'How long does delivery take?',
        a: 'Standard delivery takes {{min}}-{{max}} business days. Express delivery reaches you within {{hours}} hours in Nairobi. International orders take {{intlMin}}-{{intlMax}} business days.',
      },
      'delivery-areas': {
        q: 'Where do you deliver?',
        a: 'We deliver across Kenya, with express delivery inside Nairobi. You can also pick up your order from the vendor’s shop in the district for free.',
      },
      'change-order': {
        q: 'Can I change or cancel my order?',
        a: 'Yes, while it is still processing. Contact support with your order number and we will change or cancel it before it ships.',
      },
      'same-day': {
        q: 'When will my order leave the shop?',
        a: 'Orders placed before {{cutoff}} EAT leave the same day. Orders placed at the weekend are processed on Monday.',
      },
      'models-authentic': {
        q: 'Are {{vendor}} models official and authentic?',
        a: 'Yes. Every model is designed and cast by {{vendor}} in Nairobi and comes with a numbered certificate for limited editions.',
      },
      'models-assembly': {
        q: 'Do the model kits need assembly?',
        a: 'Kits come unassembled with illustrated instructions; built-and-painted models arrive ready for display. Each product page says which one you are buying.',
      },
      'models-custom': {
        q: 'Can I order a custom model?',
        a: 'Yes. {{vendor}} builds custom models of your own vehicle or business fleet. Custom models are final sale unless they arrive defective.',
      },
      'models-care': {
        q: 'How do I care for a painted model?',
        a: 'Keep it out of direct sunlight and dust it with a soft, dry brush. Do not use water or cleaning sprays on painted parts.',
      },
      'return-window': {
        q: 'What is your return policy?',
        a: 'You can return most items within 30 days of delivery if they are unused and in their original packaging. Limited editions can be returned within 14 days, unopened only.',
      },
      'return-how': {
        q: 'How do I return an item?',
        a: 'Start a return from My Orders or contact support. We email you a prepaid return label within 24 hours; pack the item securely and drop it off or hand it to our rider.',
      },
      'refund-time': {
        q: 'When will I get my refund?',
        a: 'Returns are processed within 2-3 business days of arrival. Refunds are issued within 5-7 business days, and your bank or M-Pesa may take a further 3-5 business days.',
      },
      'return-cost': {
        q: 'Do I pay for return shipping?',
        a: 'No, the return label is prepaid for defective, damaged or wrong items. For other returns the label cost is deducted from your refund.',
      },
      'payment-methods': {
        q: 'Which payment methods do you accept?',
        a: 'M-Pesa, major credit and debit cards, cash on delivery and bank transfer for large orders.',
      },
      'mpesa-how': {
        q: 'How does paying with M-Pesa work?',
        a: 'Choose M-Pesa at checkout and enter your phone number. You will receive a prompt on your phone: enter your M-Pesa PIN to confirm, and your order is confirmed as soon as the payment arrives.',
      },
      'account-needed': {
        q: 'Do I need an account to shop?',
        a: 'You can browse and fill your cart as a guest. To place an order, sign in or create a free account so you can follow your orders.',
      },
      'payment-safe': {
        q: 'Is my payment information safe?',
        a: 'Yes. We never store your full card number or your M-Pesa PIN; payments are confirmed by the card processor or by Safaricom.',
      },
      'reset-password': {
        q: 'I forgot my password. What do I do?',
        a: 'Choose “Forgot password?” on the sign-in page and enter your email address. We will send you a link to choose a new password.',
      },
    },
    still: {
      title: 'Still have questions?',
      text: 'Our support team is happy to help with anything not answered here.',
      contact: 'Contact Us',
      call: 'Call Support {{phone}}',
    },
  },
  shipping: {
    intro:
      'Every order is packed by the vendor in our Nairobi district and delivered by our own riders or trusted couriers. Delivery is free on orders above {{threshold}}.',
    standard: { title: 'Standard Delivery', time: '{{min}}-{{max}} business days', cost: '{{fee}}, free on orders above {{threshold}}' },
    express: { title: 'Express Delivery', time: 'Within {{hours}} hours in Nairobi', cost: '{{fee}}, free on orders above {{threshold}}' },
    pickup: {
      title: 'Pick-up from the shop',
      time: 'Ready the same day',
      cost: 'Free: collect your order from the vendor’s shop in the district',
    },
    international: {
      title: 'International Shipping',
      text: 'We ship worldwide in {{intlMin}}-{{intlMax}} business days. The cost is calculated at checkout, and customs duties and taxes are paid by the buyer.',
    },
    special: {
      title: 'Special handling for {{vendor}}',
      text: 'Scale models are packed by hand in protective cases and take {{extraMin}}-{{extraMax}} extra business days to leave the workshop.',
    },
    rules: {
      title: 'Addresses and processing',
      cutoff: 'Orders placed before {{cutoff}} EAT leave the same day.',
      weekend: 'Orders placed at the weekend are processed on Monday.',
      poBox: 'P.O. Box addresses are accepted for standard delivery only.',
      address: 'Give an estate, a street or building, and a phone number our rider can call.',
    },
    tracking: {
      title: 'Tracking your order',
      text: 'When your order ships we email you its tracking number, which also appears in your orders:',
    },
    questions: { title: 'Questions about delivery?', text: 'Email or call us:' },
  },
  returns: {
    policy: {
      title: 'Our Return Policy',
      text: 'You can return most items within 30 days of delivery for a refund or an exchange, as long as they are unused and in their original packaging.',
    },
    returnable: {
      title: 'Returnable',
      unused: 'Unused items in their original packaging',
      defective: 'Defective or damaged items',
      wrong: 'Items that differ from what you ordered',
      sizes: 'Clothing and shoes in the wrong size, with tags attached',
    },
    notReturnable: {
      title: 'Not returnable',
      food: 'Food and drinks',
      beauty: 'Opened beauty and personal care products',
      earrings: 'Pierced earrings, for hygiene reasons',
      custom: 'Custom-made or personalised items',
      giftCards: 'Gift cards',
    },
    special: {
      title: 'Special policy for {{vendor}}',
      limited: 'Limited editions can be returned within 14 days, unopened only.',
      custom: 'Custom models are final sale unless they arrive defective.',
      link: 'See the {{vendor}} collection',
    },
    steps: {
      title: 'How to return an item',
      request: { title: 'Request a return', text: 'Start from My Orders or contact support with your order number.' },
      label: { title: 'Get your label', text: 'We email you a prepaid return label within 24 hours.' },
      pack: { title: 'Pack and send', text: 'Pack the item securely with its label and drop it off or hand it to our rider.' },
      refund: { title: 'Get your refund', text: 'We process your return within 2-3 business days of arrival.' },
    },
    refunds: {
      title: 'Refunds',
      text: 'Refunds are issued to your original payment method (M-Pesa or card) within 5-7 business days after we process your return; your bank may take a further 3-5 business days.',
    },
    links: { orders: 'Go to My Orders', contact: 'Contact support' },
  },
};
