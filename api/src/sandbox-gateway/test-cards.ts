import { CARD_DECLINE_CODES, type CardDeclineCode } from '@storefront/contracts';

/** Luhn check digit of a number's other digits. */
export function luhnDigit(partial: string): string {
  let sum = 0;
  for (let i = 0; i < partial.length; i += 1) {
    let digit = Number(partial[partial.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

export const luhnValid = (number: string) => /^\d{12,19}$/.test(number) && luhnDigit(number.slice(0, -1)) === number.slice(-1);

export type CardBehaviour = { threeDs: true; decline: CardDeclineCode | null } | { threeDs: false; decline: null };

export interface TestCard {
  number: string;
  label: string;
  behaviour: CardBehaviour;
}

const withLuhn = (partial: string) => `${partial}${luhnDigit(partial)}`;

/**
 * The sandbox's test cards, shown on its card page like a real sandbox's documentation: 3-D Secure cards
 * that pay, cards without 3-D Secure (refused: CARD_NOT_ACCEPTED), and one card per §8 decline code (it
 * passes the 3-D Secure challenge, then the issuer declines). Any other valid number pays after 3-D Secure.
 */
export const TEST_CARDS: TestCard[] = [
  { number: '4000000000003220', label: 'Visa, 3-D Secure: pays', behaviour: { threeDs: true, decline: null } },
  { number: withLuhn('520000000000110'), label: 'Mastercard, 3-D Secure: pays', behaviour: { threeDs: true, decline: null } },
  { number: '4242424242424242', label: 'Visa without 3-D Secure: refused', behaviour: { threeDs: false, decline: null } },
  { number: '5555555555554444', label: 'Mastercard without 3-D Secure: refused', behaviour: { threeDs: false, decline: null } },
  ...CARD_DECLINE_CODES.map((code, index) => ({
    number: withLuhn(`400000000001${String(index).padStart(3, '0')}`),
    label: `Declined: ${code}`,
    behaviour: { threeDs: true as const, decline: code },
  })),
];

const BY_NUMBER = new Map(TEST_CARDS.map((card) => [card.number, card.behaviour]));

export function behaviourOf(number: string): CardBehaviour {
  return BY_NUMBER.get(number) ?? { threeDs: true, decline: null };
}

/** The 3-D Secure code the sandbox's challenge accepts. */
export const SANDBOX_3DS_CODE = '123456';
