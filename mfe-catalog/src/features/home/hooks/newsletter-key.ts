/** Newsletter sign-ups made without a connection wait here, until the server has them. */
export const NEWSLETTER_OUTBOX_KEY = 'marketplace:newsletter-outbox:v1';
