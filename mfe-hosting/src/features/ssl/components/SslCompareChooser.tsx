import type { FormEvent } from 'react';
import styled from 'styled-components';
import type { SslCertificate } from '@storefront/contracts';
import { useLocale, useNavigate, useTranslation } from '@storefront/platform';
import { Button, Checkbox } from '@storefront/ui';
import { comparePath } from '../ssl-filters';
import { HOSTING_NS } from '../../../i18n/register';

const Choices = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 10px 20px;
  margin: 0 0 16px;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 12px;
    padding: 0;
    font-weight: 600;
  }
`;

const Disclosure = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  summary {
    padding: 14px 16px;
    font-weight: 600;
    cursor: pointer;
  }
  form {
    padding: 0 16px 16px;
  }
`;

/**
 * Which certificates to compare: a plain GET form (?keys=a&keys=b), so it works before the page is
 * interactive; once it is, the choice becomes ?keys=a,b without a reload.
 */
export function SslCompareChooser({ certificates, chosen }: { certificates: readonly SslCertificate[]; chosen: readonly string[] }) {
  const { t } = useTranslation(HOSTING_NS);
  const { to } = useLocale();
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keys = new FormData(event.currentTarget).getAll('keys').map(String);
    void navigate(to(keys.length === certificates.length ? '/ssl/compare' : comparePath(keys)), { preventScrollReset: true });
  };
  return (
    <Disclosure>
      <summary>{t('ssl.compare.choose')}</summary>
      <form method="get" action={to('/ssl/compare')} onSubmit={submit} key={chosen.join(',')}>
        <Choices>
          <legend>{t('ssl.compare.chooseLegend')}</legend>
          {certificates.map((certificate) => (
            <Checkbox key={certificate.key} name="keys" value={certificate.key} defaultChecked={chosen.length === 0 || chosen.includes(certificate.key)} label={certificate.name} />
          ))}
        </Choices>
        <Button type="submit" size="sm">
          {t('ssl.compare.apply')}
        </Button>
      </form>
    </Disclosure>
  );
}
