/**
 * The contact-us form (spec §2 /contact-us, §7 Other: POST /contacts): a visitor's message to the support
 * team. The §5 rules written once, used by the shell's form (no schema library in the browser) and by the api
 * (support.schema.ts wraps these same functions).
 */
import { EMAIL_PATTERN, IDENTITY_LIMITS, type FieldErrors } from './identity';
import { optionalPhoneProblem } from './phone';
import { MESSAGES, PATTERNS } from './validation';
import type { z } from 'zod';
import type { supportMessageReceiptSchema } from './support.schema';

/** What the message is about: a fixed list (the form's select, the staff email's subject). */
export const SUPPORT_TOPICS = ['sales', 'billing', 'technical', 'domains', 'partnership', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const SUPPORT_LIMITS = {
  nameMax: 100,
  emailMax: IDENTITY_LIMITS.emailMax,
  messageMin: 10,
  messageMax: 2000,
} as const;

/** The messages these rules answer beyond the shared ones of validation.ts (the form translates each by its key). */
export const SUPPORT_MESSAGES = {
  nameRequired: 'Name field is required',
  nameMax: `Name must be shorter than or equal to ${SUPPORT_LIMITS.nameMax} characters`,
  topicRequired: 'Topic field is required',
  topicInvalid: 'Topic is invalid',
  messageRequired: 'Message field is required',
  messageMin: `Message must have ${SUPPORT_LIMITS.messageMin} character(s)`,
  messageMax: `Message must be shorter than or equal to ${SUPPORT_LIMITS.messageMax} characters`,
  phoneCallingCode: 'Phone number must start with the country calling code',
} as const;

export interface SupportMessageValues {
  name: string;
  email: string;
  /** Optional; in international form with its calling code (+85512345678). */
  phone?: string | null;
  topic: string;
  message: string;
}
export type SupportMessageField = keyof SupportMessageValues;

const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));

export const isSupportTopic = (value: string): value is SupportTopic => (SUPPORT_TOPICS as readonly string[]).includes(value);

/** The contact-us rules of §5, field by field (empty object = valid). */
export function validateSupportMessage(values: SupportMessageValues): FieldErrors<SupportMessageField> {
  const errors: FieldErrors<SupportMessageField> = {};
  const name = values.name?.trim() ?? '';
  if (!name) errors.name = SUPPORT_MESSAGES.nameRequired;
  else if (name.length > SUPPORT_LIMITS.nameMax) errors.name = SUPPORT_MESSAGES.nameMax;
  else if (!PATTERNS.name.test(name)) errors.name = MESSAGES.name;

  const email = values.email?.trim() ?? '';
  if (!email) errors.email = fill(MESSAGES.required, { attribute: 'Email' });
  else if (email.length > SUPPORT_LIMITS.emailMax) errors.email = fill(MESSAGES.max, { attribute: 'Email', max: SUPPORT_LIMITS.emailMax });
  else if (!EMAIL_PATTERN.test(email)) errors.email = fill(MESSAGES.email, { attribute: 'Email' });

  const phone = (values.phone ?? '').trim();
  if (phone) {
    const problem = optionalPhoneProblem(phone);
    if (problem) errors.phone = problem;
    else if (!phone.startsWith('+')) errors.phone = SUPPORT_MESSAGES.phoneCallingCode;
  }

  const topic = values.topic?.trim() ?? '';
  if (!topic) errors.topic = SUPPORT_MESSAGES.topicRequired;
  else if (!isSupportTopic(topic)) errors.topic = SUPPORT_MESSAGES.topicInvalid;

  const message = values.message?.trim() ?? '';
  if (!message) errors.message = SUPPORT_MESSAGES.messageRequired;
  else if (message.length < SUPPORT_LIMITS.messageMin) errors.message = SUPPORT_MESSAGES.messageMin;
  else if (message.length > SUPPORT_LIMITS.messageMax) errors.message = SUPPORT_MESSAGES.messageMax;
  return errors;
}

/** POST /api/contacts answers 201 with the message's reference, quoted in the acknowledgement email and by staff. */
export type SupportMessageReceipt = z.infer<typeof supportMessageReceiptSchema>;
