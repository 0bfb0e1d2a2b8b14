import { useState } from 'react';
import styled from 'styled-components';
import type { DomainResult } from '@storefront/contracts';
import { addCartItems, selectCart, useAppDispatch, useAppSelector, useTranslation } from '@storefront/platform';
import { Badge, Button, Price, Text, media } from '@storefront/ui';

const Row = styled.li<{ $exact: boolean }>`
  display: grid;
  gap: 12px;
  padding: ${({ $exact }) => ($exact ? '24px' : '16px 20px')};
  border: 1px solid ${({ theme, $exact }) => ($exact ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  ${media.md} {
    grid-template-columns: 1fr auto auto;
    align-items: center;
  }
`;

const Name = styled.h3<{ $exact: boolean }>`
  margin: 0;
  font-size: ${({ $exact }) => ($exact ? '24px' : '18px')};
  word-break: break-all;
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-top: 6px;
`;

/** One searched domain: its status and tags, the yearly price, and Add to cart — or who owns it. */
export function DomainResultRow({ result, exact = false }: { result: DomainResult; exact?: boolean }) {
  const { t } = useTranslation('domains');
  const dispatch = useAppDispatch();
  const inCart = useAppSelector(selectCart)?.items.some((item) => item.title === result.domain) ?? false;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const add = async () => {
    setBusy(true);
    setError(null);
    const outcome = await dispatch(addCartItems({ items: [{ type: 'domain', action: 'register', domain: result.domain, years: 1 }], source: 'mfe-domains' }));
    setBusy(false);
    if (addCartItems.rejected.match(outcome)) setError((outcome.payload as { message?: string } | undefined)?.message ?? t('errors.addFailed'));
  };

  const statusTone = result.status === 'available' ? 'success' : result.status === 'premium' ? 'premium' : 'neutral';
  return (
    <Row $exact={exact} aria-labelledby={`result-${result.domain}`}>
      <div>
        <Name id={`result-${result.domain}`} $exact={exact}>
          {result.domain}
        </Name>
        <Tags>
          <Badge tone={statusTone}>{t(`search.status.${result.status}`)}</Badge>
          {result.tags
            .filter((tag) => !(tag === 'premium' && result.status === 'premium'))
            .map((tag) => (
              <Badge key={tag} tone={tag}>
                {t(`tags.${tag}`)}
              </Badge>
            ))}
        </Tags>
        {result.status === 'taken' && result.owner && (
          <Text variant="small" style={{ marginTop: 8 }}>
            {result.owner.hidden
              ? t('search.ownerHidden')
              : t('search.owner', { name: result.owner.name, phone: result.owner.phone, email: result.owner.email })}
          </Text>
        )}
        {result.status === 'premium' && <Text variant="small">{t('search.premiumOneYear')}</Text>}
        {error && (
          <Text variant="small" role="alert" style={{ color: 'inherit' }}>
            {error}
          </Text>
        )}
      </div>
      {result.status !== 'taken' ? <Price cents={result.registerPrice} suffix={t('tlds.perYear')} /> : <span />}
      {result.status !== 'taken' && (
        <Button
          onClick={() => void add()}
          loading={busy}
          disabled={inCart}
          variant={exact ? 'primary' : 'secondary'}
          aria-label={inCart ? t('search.inCartLabel', { domain: result.domain }) : t('search.addLabel', { domain: result.domain })}
        >
          {inCart ? t('search.inCart') : t('search.add')}
        </Button>
      )}
    </Row>
  );
}
