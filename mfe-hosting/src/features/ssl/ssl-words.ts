import { useCallback } from 'react';
import { formatWholeUsd, type SslCertificate } from '@storefront/contracts';
import { useTranslation } from '@storefront/platform';
import { HOSTING_NS } from '../../i18n/register';

/** The words for a certificate's facts, in the reader's language: its type, level, names, issuance time, seal, warranty. */
export function useSslWords() {
  const { t } = useTranslation(HOSTING_NS);
  const type = useCallback((certificate: Pick<SslCertificate, 'type'>) => t(`ssl.types.${certificate.type}`), [t]);
  const level = useCallback((certificate: Pick<SslCertificate, 'validation'>) => t(`ssl.levels.${certificate.validation}`), [t]);
  const domains = useCallback(
    (certificate: Pick<SslCertificate, 'type' | 'domains'>) => (certificate.type === 'wildcard' ? t('ssl.facts.wildcardNames') : t('ssl.facts.names', { count: certificate.domains })),
    [t],
  );
  const issuance = useCallback(
    ({ issuance: { unit, min, max } }: Pick<SslCertificate, 'issuance'>) => t(unit === 'minutes' ? 'ssl.facts.minutes' : 'ssl.facts.businessDays', { min, max }),
    [t],
  );
  const seal = useCallback((certificate: Pick<SslCertificate, 'siteSeal'>) => t(`ssl.seals.${certificate.siteSeal}`), [t]);
  const warranty = useCallback((certificate: Pick<SslCertificate, 'warranty'>) => formatWholeUsd(certificate.warranty), []);
  return { type, level, domains, issuance, seal, warranty };
}
