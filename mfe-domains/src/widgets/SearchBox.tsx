import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useLocale, useNavigate, useTranslation } from '@storefront/platform';
import { Button, Icon, media } from '@storefront/ui';
import { registerDomainsTranslations } from '../i18n/register';
import { validateSearchInput } from '../features/search/validate-search-input';

registerDomainsTranslations();

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 8px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${media.sm} {
    flex-direction: row;
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: 48px;
    padding: 0 14px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
    font-size: 17px;
    color: ${({ theme }) => theme.colors.text};
    background: transparent;
  }
  input:focus {
    outline: 2px solid ${({ theme }) => theme.colors.brand};
  }
`;

const Message = styled.p`
  margin: 8px 0 0;
  color: #fff;
  font-weight: 600;
`;

/** The domain search box the home page mounts through federation (domains/SearchBox). */
export default function SearchBox({ initialValue = '' }: { initialValue?: string }) {
  const { t } = useTranslation('domains');
  const navigate = useNavigate();
  const { to } = useLocale();
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateSearchInput(value);
    if (!result.ok) {
      setError(t(`validation.${result.error}`));
      return;
    }
    setError(null);
    void navigate(to(`/domain/search?domain=${encodeURIComponent(result.value)}`));
  };

  return (
    <div>
      <Form role="search" onSubmit={submit} noValidate>
        <input
          aria-label={t('searchBox.label')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'domain-search-error' : undefined}
          placeholder={t('searchBox.placeholder')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit" size="lg">
          <Icon name="search" />
          {t('searchBox.submit')}
        </Button>
      </Form>
      {error && (
        <Message id="domain-search-error" role="alert">
          {error}
        </Message>
      )}
    </div>
  );
}
