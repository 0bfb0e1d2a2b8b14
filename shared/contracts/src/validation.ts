
/** Patterns of spec §5. */
export const PATTERNS = {
  username: /^[A-Za-z0-9]*$/,
  /** ASCII letters, digits and punctuation only. */
  passwordCharset: /^[A-Za-z0-9!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]+$/,
  passwordStrength: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).+$/,
  /** 1 to 70 characters of letters, digits, hyphen and dot. */
  domain: /^[A-Za-z0-9.-]{1,70}$/,
  /** Search wording: lowercase a-z, digits, hyphen not at start or end of a label. */
  domainLabel: /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/,
  subdomain: /^[A-Za-z0-9][A-Za-z0-9-]{0,31}$/,
  name: /^[\p{L}\p{M}' .-]+$/u,
} as const;

/** Messages of spec §5. */
/** A domain name as the storefront takes one (lowercase, at least two labels, each a valid label, at most 70 characters). */
export function isDomainName(value: string): boolean {
  return PATTERNS.domain.test(value) && value.split('.').length >= 2 && value.split('.').every((label) => PATTERNS.domainLabel.test(label));
}

export const MESSAGES = {
  required: '{attribute} field is required',
  min: '{attribute} must have {min} character(s)',
  max: '{attribute} must be shorter than or equal to {max} characters',
  email: '{attribute} is invalid',
  passwordMismatch: "Oops, that's not the same password as the first one.",
  passwordStrength: 'Password must have at least one uppercase letter, one lowercase letter, one number',
  passwordLength: 'Password must be from {from} to {to} characters',
  usernameLength: 'Username must be from {from} to {to} characters',
  name: 'Invalid name. It must not contain numbers or special characters',
  domain: 'Please enter a valid domain name',
  unsupportedTld: 'Unsupported TLD',
  domainOrKeyword: 'Please enter an invalid domain or keyword',
  thirdPartyDomain: "Please input a valid domain. The domain cannot start with 'www.'",
  phone: 'Phone is wrong format',
  promoCode: 'Invalid promotion code',
  minTopUp: 'Minimum amount is $10',
} as const;
