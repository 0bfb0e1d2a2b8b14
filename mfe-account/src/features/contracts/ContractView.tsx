import { useState } from 'react';
import styled from 'styled-components';
import { formatDate, textSha256, type ContractDetail } from '@storefront/contracts';
import { toAuthFailure, translateError, useLocale, useTranslation } from '@storefront/platform';
import { Alert, Badge, Button, Card, Checkbox, Heading, Stack, Text } from '@storefront/ui';
import { useSignContractMutation } from '../../shared/e-contracts-api';
import { ACCOUNT_NS } from '../../i18n/register';

/** The contract's exact text, as stored and hashed: lines and blank lines kept, long words wrapped. */
export const ContractText = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-family: inherit;
  line-height: 1.6;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 12px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * One contract as the customer reads, signs and prints it: the exact text, then either its signature (who, when,
 * from where, how, the hash of the text signed) or the agreement checkbox and Sign. Signing sends the sha256 of the
 * text on the page (Web Crypto) so the api signs exactly what was read.
 */
export function ContractView({ contract }: { contract: ContractDetail }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { locale } = useLocale();
  const [signContract, { isLoading }] = useSignContractMutation();
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const signature = contract.signature;

  const sign = async () => {
    setTried(true);
    setFailure(null);
    if (!agreed) return;
    try {
      const sha256 = (await textSha256(contract.body)) ?? contract.sha256;
      await signContract({ params: { id: contract.id }, body: { sha256 } }).unwrap();
    } catch (error) {
      setFailure(translateError(t, toAuthFailure(error)));
    }
  };

  return (
    <Card padding="lg" data-print="sheet">
      <Stack gap={20}>
        <Stack direction="row" justify="between" gap={8} wrap>
          <Stack gap={4}>
            <Heading level={2} size="section">
              {contract.title}
            </Heading>
            <Text variant="small">
              {contract.number} · {formatDate(contract.createdAt, locale)}
            </Text>
          </Stack>
          {signature ? <Badge tone="success">{t('contracts.signed')}</Badge> : <Badge tone="warning">{t('contracts.pending')}</Badge>}
        </Stack>
        <ContractText lang={/[\u1780-\u17FF]/.test(contract.body) ? 'km' : 'en'}>{contract.body}</ContractText>
        {signature ? (
          <section aria-label={t('contracts.signatureTitle')}>
            <Stack gap={8}>
              <Heading level={3} size="card">
                {t('contracts.signatureTitle')}
              </Heading>
              <Facts>
                <dt>{t('contracts.signedBy')}</dt>
                <dd>{signature.signedBy}</dd>
                <dt>{t('contracts.signedAt')}</dt>
                <dd>{formatDate(signature.signedAt, locale, true)}</dd>
                <dt>{t('contracts.method')}</dt>
                <dd>{t(`contracts.methods.${signature.method}`)}</dd>
                <dt>{t('contracts.ip')}</dt>
                <dd>{signature.ip ?? '—'}</dd>
                <dt>{t('contracts.userAgent')}</dt>
                <dd>{signature.userAgent ?? '—'}</dd>
                <dt>{t('contracts.hash')}</dt>
                <dd>
                  <code>{signature.sha256}</code>
                </dd>
              </Facts>
            </Stack>
          </section>
        ) : (
          <Stack gap={12} data-print="hide">
            {failure && <Alert tone="danger">{failure}</Alert>}
            <Checkbox
              checked={agreed}
              onChange={(event) => setAgreed(event.target.checked)}
              required
              label={t('contracts.agree')}
              error={tried && !agreed ? t('contracts.agreeRequired') : undefined}
            />
            <div>
              <Button loading={isLoading} onClick={() => void sign()}>
                {t('contracts.sign')}
              </Button>
            </div>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
