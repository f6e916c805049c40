/**
 * KOReader's progress sync (decision 055): the reference sync server's messages, which the
 * plugin shows, with Quire's own words where a reader has to do something.
 */
/** Where Quire's KOReader sync server answers: KOReader's "Custom sync server" address ends so. */
export const KOREADER_PATH = '/koreader';

export const KOREADER_MESSAGES = {
  registrationDisabled:
    'Create an app password in Quire (Profile → E-reader apps), then log in here with your Quire e-mail and that app password.',
  unauthorized: 'Unauthorized',
  invalidFields: 'Invalid request',
  documentMissing: "Field 'document' not provided.",
} as const;

/** The reference server's error codes, which the plugin reads. */
export const KOREADER_ERRORS = {
  unauthorized: { code: 2001, status: 401 },
  invalidFields: { code: 2003, status: 403 },
  documentMissing: { code: 2004, status: 403 },
  registrationDisabled: { code: 2005, status: 402 },
} as const;
