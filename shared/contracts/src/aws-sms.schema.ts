import { z } from 'zod';
import { AWS_COMPANY_MAX, AWS_MONTHLY_SPEND, AWS_NOTES_MAX, AWS_REGIONS, AWS_SMS_MESSAGES, SMS_BRAND_NAME_PATTERN, SMS_OPERATORS, SMS_PACKAGES, SMS_SERVICE_MAX_QUANTITY } from './aws-sms';

const brandName = z.string().trim().regex(SMS_BRAND_NAME_PATTERN, { error: AWS_SMS_MESSAGES.brandName });

/** The AWS account request (category AWS): who it is for, their expected spend and region. */
export const awsCartItemInput = z.object({
  type: z.literal('aws'),
  product: z.literal('aws-account', { error: AWS_SMS_MESSAGES.unknownProduct }),
  company: z.string({ error: AWS_SMS_MESSAGES.companyRequired }).trim().min(1, { error: AWS_SMS_MESSAGES.companyRequired }).max(AWS_COMPANY_MAX, { error: AWS_SMS_MESSAGES.companyMax }),
  contactEmail: z.email({ error: AWS_SMS_MESSAGES.email }).max(254),
  monthlySpend: z.enum(AWS_MONTHLY_SPEND),
  region: z.enum(AWS_REGIONS),
  notes: z.string().trim().max(AWS_NOTES_MAX).default(''),
});

/** A brand name (sender name) registered with the chosen operators for a year (category SMS_BRAND_NAME). */
export const smsBrandNameCartItemInput = z.object({
  type: z.literal('sms-brand-name'),
  product: z.literal('sms-brand-name', { error: AWS_SMS_MESSAGES.unknownProduct }),
  brandName,
  operators: z.array(z.enum(SMS_OPERATORS)).min(1, { error: AWS_SMS_MESSAGES.operators }).max(SMS_OPERATORS.length),
});

/** An SMS package of credits, sent under an optional brand name (category SMS_SERVICE). */
export const smsServiceCartItemInput = z.object({
  type: z.literal('sms-service'),
  product: z.enum(SMS_PACKAGES, { error: AWS_SMS_MESSAGES.unknownProduct }),
  quantity: z.number({ error: AWS_SMS_MESSAGES.quantity }).int({ error: AWS_SMS_MESSAGES.quantity }).min(1, { error: AWS_SMS_MESSAGES.quantity }).max(SMS_SERVICE_MAX_QUANTITY, { error: AWS_SMS_MESSAGES.quantity }).default(1),
  brandName: brandName.optional(),
});
