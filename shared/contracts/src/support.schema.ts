import { z } from 'zod';
import { storedPhone } from './phone';
import { SUPPORT_LIMITS, validateSupportMessage, type SupportTopic } from './support';
import { localeSchema } from './user';

const text = (max: number) => z.string().max(max * 4);

/** POST /api/contacts: the contact-us message, checked by the §5 rules of support.ts. */
export const supportMessageInputSchema = z
  .object({
    name: text(SUPPORT_LIMITS.nameMax),
    email: text(SUPPORT_LIMITS.emailMax),
    phone: text(20).optional().nullable(),
    topic: text(20),
    message: text(SUPPORT_LIMITS.messageMax),
    locale: localeSchema.optional(),
  })
  .superRefine((value, ctx) => {
    for (const [path, message] of Object.entries(validateSupportMessage(value))) {
      if (message) ctx.addIssue({ code: 'custom', path: [path], message });
    }
  })
  .transform((v) => ({
    name: v.name.trim().replace(/\s+/g, ' '),
    email: v.email.trim().toLowerCase(),
    phone: v.phone?.trim() ? storedPhone(v.phone) : null,
    topic: v.topic.trim() as SupportTopic,
    message: v.message.trim(),
    locale: v.locale ?? 'en',
  }));
export type SupportMessageInput = z.infer<typeof supportMessageInputSchema>;

/** POST /api/contacts answers 201 with the message's reference, quoted in the acknowledgement email and by staff. */
export const supportMessageReceiptSchema = z.object({
  /** e.g. CU-7K3M9QXT */
  reference: z.string(),
  createdAt: z.string(),
});
