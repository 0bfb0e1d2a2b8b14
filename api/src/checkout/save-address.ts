import type { Transaction } from 'kysely';
import type { ContactFields } from '@storefront/contracts';
import { readContact } from '../contacts/contacts.repository';
import type { Database } from '../db/database';
import { AppError } from '../errors';
import { findUserOrder } from './orders.repository';

/**
 * Snapshots a contact the user may select (own, or shared with them) on their open order as its billing info;
 * the invoice made on payment copies it. A paid, processing or cancelled order is refused.
 */
export async function saveBillingAddress(trx: Transaction<Database>, userId: string, orderId: string, contactId: string, now: Date): Promise<ContactFields> {
  const order = await findUserOrder(trx, userId, orderId, true);
  if (order.status === 'paid') throw new AppError('ORDER_STATUS_INVALID');
  if (order.status === 'processing') throw new AppError('INVOICE_PROCESSED');
  if (order.status === 'cancelled') throw new AppError('ORDER_INVALID');
  const contact = await readContact(trx, userId, contactId);
  const billingTo = billingSnapshot(contact);
  await trx.updateTable('orders').set({ billing_to: JSON.stringify(billingTo), updated_at: now }).where('id', '=', order.id).execute();
  return billingTo;
}

/** The contact's fields as an order keeps them for its invoice (a snapshot: later edits of the contact do not change it). */
export function billingSnapshot(contact: ContactFields): ContactFields {
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    organization: contact.organization,
    identityNumber: contact.identityNumber,
    phoneNumber: contact.phoneNumber,
    email: contact.email,
    address1: contact.address1,
    address2: contact.address2,
    stateProvince: contact.stateProvince,
    postalCode: contact.postalCode,
    city: contact.city,
    country: contact.country,
  };
}
