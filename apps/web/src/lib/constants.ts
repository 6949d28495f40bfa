/** Address of the contact links (not-found page, footer, landing). */
export const CONTACT_EMAIL = 'contacto@huella.app';
export const CONTACT_MAILTO = `mailto:${CONTACT_EMAIL}`;
