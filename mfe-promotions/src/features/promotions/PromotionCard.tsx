import { useState } from 'react';
import styled from 'styled-components';
import { formatDate, formatUsd, type Promotion } from '@storefront/contracts';
import { applyVoucher, bus, LocaleLink, registerNamespace, selectUser, translateError, useAppDispatch, useAppSelector, useLocale, useLocation, useTranslation } from '@storefront/platform';
import { Badge, Button, Card, Heading, Price, Stack, Text } from '@storefront/ui';
import en from '../../i18n/locales/en/promotion-offers.json';
import km from '../../i18n/locales/km/promotion-offers.json';
import { PROMOTIONS_NS } from '../../i18n/register';

const OFFERS_NS = registerNamespace('promotionOffers', { en, km });

const Code = styled.code`
  padding: 6px 10px;
  border: 1px dashed ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 700;
  letter-spacing: 0.04em;
  word-break: break-all;
`;

const Terms = styled.ul`
  margin: 0;
  padding-inline-start: 18px;
  display: grid;
  gap: 4px;
`;

type Outcome = { kind: 'applied' } | { kind: 'failed'; message: string; needsProduct: boolean } | null;

/** The promotion's terms in words, from its voucher's rules (what the api checks the cart with). */
function useTermLines(promotion: Promotion): string[] {
  const { t } = useTranslation(OFFERS_NS);
  const { locale } = useLocale();
  const { terms } = promotion;
  const lines = [
    terms.categories?.length ? t('terms.categories', { list: terms.categories.map((category) => t(`category.${category}`, { defaultValue: category })).join(', ') }) : t('terms.everything'),
    t(`terms.scope.${terms.scope}`),
  ];
  if (terms.minMonths) lines.push(t('terms.minMonths', { count: terms.minMonths }));
  if (terms.minSubtotal > 0) lines.push(t('terms.minSubtotal', { amount: formatUsd(terms.minSubtotal, locale) }));
  lines.push(terms.oncePerCustomer ? t('terms.once') : t('terms.many'));
  return lines;
}

/**
 * One running promotion in the visitor's language: what it gives, its validity and terms, its code, and the calls to
 * action: apply the code to the basket (signed in; a guest is asked to sign in) or open the product it is for.
 */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const { t: tOffers } = useTranslation(OFFERS_NS);
  const { locale } = useLocale();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [copied, setCopied] = useState(false);
  const [applying, setApplying] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const title = locale === 'km' ? promotion.titleKm : promotion.title;
  const description = locale === 'km' ? promotion.descriptionKm : promotion.description;
  const terms = useTermLines(promotion);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(promotion.code);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const apply = async () => {
    setApplying(true);
    setOutcome(null);
    try {
      await dispatch(applyVoucher({ code: promotion.code })).unwrap();
      setOutcome({ kind: 'applied' });
    } catch (failure) {
      const error = failure as { code?: string; message?: string; details?: Record<string, unknown> };
      const needsProduct = error.code === 'CANNOT_USE_VOUCHER' || error.code === 'ITEMS_NOT_FOUND';
      setOutcome({ kind: 'failed', needsProduct, message: needsProduct ? tOffers('needsProduct') : error.message ? translateError(t, { code: error.code, message: error.message, details: error.details }) : tOffers('applyFailed') });
    } finally {
      setApplying(false);
    }
  };

  return (
    <Card as="article" aria-labelledby={`promotion-${promotion.id}`}>
      <Stack gap={12}>
        <div>
          <Badge tone="sale">
            {promotion.discountType === 'percent' ? t('percentOff', { value: promotion.discountValue }) : t('fixedOff')}
            {promotion.discountType === 'fixed' && (
              <>
                {' '}
                <Price cents={promotion.discountValue} size="sm" />
              </>
            )}
          </Badge>
        </div>
        <Heading level={3} as="h2" id={`promotion-${promotion.id}`}>
          {title}
        </Heading>
        <Text variant="muted">{description}</Text>
        <Stack direction="row" gap={8} wrap>
          <Code>{promotion.code}</Code>
          <Button variant="ghost" size="sm" onClick={() => void copy()} aria-label={t('copyLabel', { code: promotion.code })}>
            {copied ? t('copied') : t('copy')}
          </Button>
        </Stack>
        <div>
          <Text variant="small" style={{ fontWeight: 600 }}>
            {tOffers('termsTitle')}
          </Text>
          <Terms aria-label={tOffers('termsTitle')}>
            {terms.map((line) => (
              <li key={line}>
                <Text variant="small">{line}</Text>
              </li>
            ))}
          </Terms>
        </div>
        <Text variant="caption">{tOffers('validity', { from: formatDate(promotion.startsAt, locale), to: formatDate(promotion.endsAt, locale) })}</Text>
        <Stack direction="row" gap={8} wrap>
          {user ? (
            <Button size="sm" onClick={() => void apply()} loading={applying} aria-label={`${tOffers('apply')}: ${promotion.code}`}>
              {tOffers('apply')}
            </Button>
          ) : (
            <Button size="sm" onClick={() => bus.publish('auth/loginRequested', { reason: 'promotion', returnTo: location.pathname })}>
              {tOffers('signInToApply')}
            </Button>
          )}
          {promotion.productPath && (
            <Button as={LocaleLink} to={promotion.productPath} size="sm" variant="secondary">
              {tOffers('openProduct')}
            </Button>
          )}
        </Stack>
        {outcome?.kind === 'applied' && (
          <Text variant="small" role="status">
            {tOffers('applied', { code: promotion.code })} <LocaleLink to="/checkout-basket">{tOffers('goToBasket')}</LocaleLink>
          </Text>
        )}
        {outcome?.kind === 'failed' && (
          <Text variant="small" role="alert">
            {outcome.message}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
