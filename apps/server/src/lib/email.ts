/**
 * The one spelling of an e-mail address that uniqueness and sign-in limits compare (decision 012):
 * trimmed, NFKC-normalised (full-width and compatibility letters become their plain forms) and
 * case-folded, so look-alike spellings of one address are one address.
 */
export function canonicalEmail(email: string): string {
  return email.trim().normalize('NFKC').toLowerCase().normalize('NFKC');
}
