import type { SavedCard } from '@storefront/contracts';
import { LocaleLink, useTranslation } from '@storefront/platform';
import { SegmentedControl, Text } from '@storefront/ui';
import { CHECKOUT_NS } from '../../i18n/register';

/** 'new': the provider's card page; otherwise the id of the saved card that pays. */
export type CardChoice = string;
export const NEW_CARD = 'new';

/** The card that pays: the default saved card first, another saved card, or a new card on the provider's page. */
export function SavedCardChoice({ cards, value, onChange }: { cards: readonly SavedCard[]; value: CardChoice; onChange: (choice: CardChoice) => void }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const usable = cards.filter((card) => !card.expired);
  if (usable.length === 0) {
    return (
      <Text variant="small">
        {t('savedCards.none')} <LocaleLink to="/account/cards">{t('savedCards.manage')}</LocaleLink>
      </Text>
    );
  }
  return (
    <SegmentedControl
      label={t('savedCards.label')}
      variant="chips"
      value={value}
      onChange={onChange}
      options={[
        ...usable.map((card) => ({ value: card.id, label: t('savedCards.card', { brand: card.brand, last4: card.last4 }) })),
        { value: NEW_CARD, label: t('savedCards.new') },
      ]}
    />
  );
}

/** What pays when the customer has not chosen: the default usable card, else a new card. */
export function defaultCardChoice(cards: readonly SavedCard[] | undefined): CardChoice {
  const usable = (cards ?? []).filter((card) => !card.expired);
  return (usable.find((card) => card.isDefault) ?? usable[0])?.id ?? NEW_CARD;
}
