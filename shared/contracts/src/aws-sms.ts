/**
 * The AWS partner offering and SMS products (issue 15 item 6; spec §1, §2 /aws-partner and /sms, §3 categories
 * AWS, SMS_BRAND_NAME, SMS_SERVICE): what their order forms offer and the rules the api checks, said once here.
 * Prices live in the products table.
 */

/** The AWS account request's product, and the SMS packages (credits) sold at /sms. */
export const AWS_ACCOUNT_PRODUCT = 'aws-account';
export const SMS_BRAND_NAME_PRODUCT = 'sms-brand-name';
export const SMS_PACKAGES = ['sms-1000', 'sms-5000', 'sms-20000'] as const;
export type SmsPackage = (typeof SMS_PACKAGES)[number];

/** AWS regions an account is opened nearest to (the provider's markets first). */
export const AWS_REGIONS = ['ap-southeast-1', 'ap-southeast-7', 'ap-east-1'] as const;
export type AwsRegion = (typeof AWS_REGIONS)[number];
/** The expected monthly AWS spend, in brackets (it sizes the support and the partner discount). */
export const AWS_MONTHLY_SPEND = ['under-1k', '1k-10k', '10k-50k', 'over-50k'] as const;
export type AwsMonthlySpend = (typeof AWS_MONTHLY_SPEND)[number];

/** The mobile operators a brand name (sender name) is registered with, each priced per year. */
export const SMS_OPERATORS = ['cellcard', 'smart', 'metfone'] as const;
export type SmsOperator = (typeof SMS_OPERATORS)[number];

/** A sender name as operators accept it: 3 to 11 letters, digits or spaces, starting with a letter. */
export const SMS_BRAND_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9 ]{2,10}$/;
export const SMS_SERVICE_MAX_QUANTITY = 10;
export const AWS_COMPANY_MAX = 100;
export const AWS_NOTES_MAX = 500;

/** An AWS account id: 12 digits (spec §3 "AWS pending consulting invoice: carries an AWS account id"). */
export const AWS_ACCOUNT_ID_PATTERN = /^\d{12}$/;

export const AWS_SMS_MESSAGES = {
  companyRequired: 'Company name field is required',
  companyMax: `Company name must be shorter than or equal to ${AWS_COMPANY_MAX} characters`,
  email: 'Email is invalid',
  brandName: 'Brand name must be 3 to 11 letters, digits or spaces, starting with a letter',
  operators: 'Please choose at least one operator',
  quantity: `Quantity must be from 1 to ${SMS_SERVICE_MAX_QUANTITY}`,
  unknownProduct: 'Unknown product',
  awsAccountId: 'AWS account id must be 12 digits',
  awsContractWithoutAccount: 'Give the AWS account id the contract is for',
} as const;
