import { countryName } from '@storefront/ui';

/** The billing contact snapshotted on an invoice (spec §3 Contact), read defensively: the api sends a loose record. */
export interface BillingLines {
  name: string;
  organization: string | null;
  taxId: string | null;
  address: string[];
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
  email: string | null;
  phone: string | null;
}

function text(record: Record<string, unknown>, key: string): string | null {
  const value = record[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The invoice's billing contact as lines, its country named in the reader's language (`locale`: en or km). */
export function billingLines(record: Record<string, unknown>, locale: string): BillingLines {
  const country = text(record, 'country');
  return {
    name: [text(record, 'firstName'), text(record, 'lastName')].filter(Boolean).join(' '),
    organization: text(record, 'organization'),
    taxId: text(record, 'identityNumber'),
    address: [text(record, 'address1'), text(record, 'address2')].filter((line): line is string => line !== null),
    city: text(record, 'city'),
    state: text(record, 'stateProvince'),
    postalCode: text(record, 'postalCode'),
    country: country ? countryName(country, locale) : null,
    email: text(record, 'email'),
    phone: text(record, 'phoneNumber'),
  };
}
