import { jwtPayload, objectAt, textAt } from './cybersource-connection';

/**
 * CyberSource's card type codes (the transient token's `data.type`, the API's `paymentInformation.card.type`:
 * https://developer.cybersource.com/docs/cybs/en-us/api-fields/reference/all/rest/api-fields/payment-info-aa/payment-info-card-type.html),
 * as the brands the account shows.
 */
const CARD_TYPES: Record<string, string> = {
  '001': 'Visa',
  '002': 'Mastercard',
  '003': 'American Express',
  '004': 'Discover',
  '005': 'Diners Club',
  '007': 'JCB',
  '062': 'UnionPay',
};

/**
 * What a Microform v2 transient token says of the card it stands for (its payload's `data`: the masked number,
 * the type, the expiry the page passed to createToken —
 * https://developer.cybersource.com/docs/cybs/en-us/digital-accept-flex/developer/all/rest/digital-accept-flex/microform-integ-v2/microform-integ-getting-started-v2/using-transient-token-v2.html),
 * or null when it says too little to show the card. Never the number: the token holds only its masked form.
 */
export function cardOfTransientToken(token: string): { brand: string; last4: string; expMonth: number; expYear: number } | null {
  const data = objectAt(jwtPayload(token), 'data');
  const last4 = /(\d{4})$/.exec(textAt(data, 'number') ?? '')?.[1];
  const expMonth = Number(textAt(data, 'expirationMonth'));
  const expYear = Number(textAt(data, 'expirationYear'));
  if (!last4 || !Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12 || !Number.isInteger(expYear) || expYear < 2000 || expYear > 2100) return null;
  return { brand: CARD_TYPES[textAt(data, 'type') ?? ''] ?? 'Card', last4, expMonth, expYear };
}
