import styled from 'styled-components';
import type { SslCertificate } from '@storefront/contracts';
import { useTranslation } from '@storefront/platform';
import { useSslWords } from '../ssl-words';
import { HOSTING_NS } from '../../../i18n/register';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, auto) minmax(0, 1fr);
  gap: 10px 16px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

/** A certificate's facts at a glance: type, validation, names, warranty, issuance, site seal, issuer. */
export function SslFacts({ certificate }: { certificate: SslCertificate }) {
  const { t } = useTranslation(HOSTING_NS);
  const words = useSslWords();
  const facts: [string, string][] = [
    [t('ssl.facts.type'), words.type(certificate)],
    [t('ssl.facts.validation'), words.level(certificate)],
    [t('ssl.facts.domains'), words.domains(certificate)],
    [t('ssl.facts.warranty'), words.warranty(certificate)],
    [t('ssl.facts.issuance'), words.issuance(certificate)],
    [t('ssl.facts.siteSeal'), words.seal(certificate)],
    [t('ssl.facts.issuer'), certificate.issuer],
  ];
  return (
    <Facts>
      {facts.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Facts>
  );
}
