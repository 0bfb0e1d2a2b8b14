import { z } from 'zod';
import { CONTACT_LIMITS, validateContact, type ContactValues } from './contact';
import { storedPhone } from './phone';

const text = (max: number) => z.string().max(max * 4);
const optionalText = (max: number) => text(max).optional().nullable();
const blankToNull = (value: string | null | undefined) => value?.trim() || null;

/** PUT /api/user/addresses and PATCH /api/user/addresses/{id}: a billing contact, checked by the §5 rules of contact.ts. */
export const contactInputSchema = z
  .object({
    firstName: text(CONTACT_LIMITS.nameMax),
    lastName: text(CONTACT_LIMITS.nameMax),
    organization: optionalText(CONTACT_LIMITS.organizationMax),
    identityNumber: optionalText(CONTACT_LIMITS.identityNumberMax),
    phoneNumber: text(20),
    email: text(CONTACT_LIMITS.emailMax),
    address1: text(CONTACT_LIMITS.addressMax),
    address2: optionalText(CONTACT_LIMITS.addressMax),
    stateProvince: optionalText(CONTACT_LIMITS.stateMax),
    postalCode: text(CONTACT_LIMITS.postalCodeMax),
    city: text(CONTACT_LIMITS.cityMax),
    country: text(2),
    isDefault: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    for (const [path, message] of Object.entries(validateContact(value as ContactValues))) {
      if (message) ctx.addIssue({ code: 'custom', path: [path], message });
    }
  })
  .transform((v) => ({
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    organization: blankToNull(v.organization),
    identityNumber: blankToNull(v.identityNumber),
    phoneNumber: storedPhone(v.phoneNumber),
    email: v.email.trim().toLowerCase(),
    address1: v.address1.trim(),
    address2: blankToNull(v.address2),
    stateProvince: blankToNull(v.stateProvince),
    postalCode: v.postalCode.trim().toUpperCase(),
    city: v.city.trim(),
    country: v.country.trim().toUpperCase(),
    isDefault: v.isDefault ?? false,
  }));
export type ContactInput = z.infer<typeof contactInputSchema>;

export const contactFieldsSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  organization: z.string().nullable(),
  identityNumber: z.string().nullable(),
  phoneNumber: z.string(),
  email: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  stateProvince: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
});
export type ContactFields = z.infer<typeof contactFieldsSchema>;

/** A saved contact: own (editable), or another user's shared with me (`shared: true`, labelled with ownerName, read-only). */
export const contactSchema = contactFieldsSchema.extend({
  id: z.string(),
  isDefault: z.boolean(),
  shared: z.boolean(),
  ownerName: z.string(),
  createdAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactListSchema = z.object({ items: z.array(contactSchema), limit: z.number().int() });
export const contactParamsSchema = z.object({ id: z.uuid() });

/** GET /api/user/addresses/limit: whether another contact can be saved (the 4th answers ADD_ADDRESS_WAS_LIMITED). */
export const contactLimitSchema = z.object({ count: z.number().int(), limit: z.number().int(), canAdd: z.boolean() });

/** POST /api/user/addresses/shares and DELETE /api/user/addresses/shares: let a user (by email) select my contacts, or stop. */
export const contactShareSchema = z.object({ email: z.string().trim().toLowerCase().max(254).pipe(z.email()) });
export const contactSharesSchema = z.object({ items: z.array(z.object({ email: z.string(), name: z.string(), createdAt: z.string() })) });

/** POST /api/checkout/save-address: the chosen contact, snapshotted on the open order as its billing info. */
export const saveAddressSchema = z.object({ orderId: z.uuid(), contactId: z.uuid() });
export const saveAddressResultSchema = z.object({ orderId: z.string(), billingTo: contactFieldsSchema });
