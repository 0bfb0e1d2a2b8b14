import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatUsd, type SslCertificate } from '@storefront/contracts';
import { LocaleLink, useTranslation } from '@storefront/platform';
import { ScrollStrip, smallFontSize } from '@storefront/ui';
import { useSslWords } from '../ssl-words';
import { HOSTING_NS } from '../../../i18n/register';

const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

/** The row headers stay in view while the certificates scroll sideways (a phone shows one or two columns at a time). */
const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  caption {
    padding: 14px 16px;
    text-align: start;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th,
  td {
    min-width: 150px;
    padding: 12px 14px;
    text-align: start;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th[scope='row'] {
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
    min-width: 112px;
    max-width: 140px;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.muted};
    ${smallFontSize(13)}
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  thead td {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

interface Row {
  label: string;
  cell: (certificate: SslCertificate) => ReactNode;
}

/** The certificates side by side: a column each, a row per fact; sideways scrolling in a ScrollStrip on narrow screens. */
export function SslCompareTable({ certificates }: { certificates: readonly SslCertificate[] }) {
  const { t } = useTranslation(HOSTING_NS);
  const words = useSslWords();
  const rows: Row[] = [
    { label: t('ssl.compare.price'), cell: (c) => `${formatUsd(c.pricePerYear)}${t('plans.perYear')}` },
    { label: t('ssl.facts.type'), cell: (c) => words.type(c) },
    { label: t('ssl.facts.validation'), cell: (c) => words.level(c) },
    { label: t('ssl.facts.domains'), cell: (c) => words.domains(c) },
    { label: t('ssl.facts.warranty'), cell: (c) => words.warranty(c) },
    { label: t('ssl.facts.issuance'), cell: (c) => words.issuance(c) },
    { label: t('ssl.facts.siteSeal'), cell: (c) => words.seal(c) },
    { label: t('ssl.facts.paperwork'), cell: (c) => (c.validation === 'DV' ? t('ssl.compare.noPaperwork') : t('ssl.compare.companyPaperwork')) },
    { label: t('ssl.facts.issuer'), cell: (c) => c.issuer },
  ];
  const caption = t('ssl.compare.caption');
  return (
    <Frame>
      <ScrollStrip label={caption} fade="surface">
        <Table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <td />
              {certificates.map((certificate) => (
                <th key={certificate.key} scope="col">
                  <LocaleLink to={`/ssl/${certificate.key}`}>{certificate.name}</LocaleLink>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {certificates.map((certificate) => (
                  <td key={certificate.key}>{row.cell(certificate)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </ScrollStrip>
    </Frame>
  );
}
