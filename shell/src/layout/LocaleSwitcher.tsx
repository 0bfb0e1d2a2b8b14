import styled from 'styled-components';
import { LOCALE_INFO, LOCALES, localePath, splitLocalePath, type Locale } from '@storefront/contracts';
import { selectSignedIn, useAppStore, useLocale, useLocation, useNavigate, useTranslation, reportError } from '@storefront/platform';
import { writeLocaleCookie } from '../app/locale-cookie';

const Switch = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  button {
    border: 0;
    background: transparent;
    padding: 6px 10px;
    min-height: 36px;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.muted};
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
  }
`;

/** English / Khmer: moves to the same page in the other language and keeps the choice (cookie, account). */
export function LocaleSwitcher() {
  const { t } = useTranslation('shell');
  const { locale } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  // Read when the language is switched: subscribed, the switch rendered again at each step of the session's read.
  const store = useAppStore();

  const choose = (next: Locale) => {
    if (next === locale) return;
    writeLocaleCookie(next);
    if (selectSignedIn(store.getState())) {
      void import('./save-account-locale').then(({ saveAccountLocale }) => saveAccountLocale(next)).catch((error: unknown) => reportError(error, 'shell/save-account-locale'));
    }
    const { path } = splitLocalePath(location.pathname);
    void navigate(localePath(path, next) + location.search);
  };

  return (
    <Switch role="group" aria-label={t('locale.label')}>
      {LOCALES.map((code) => (
        <button key={code} type="button" aria-pressed={code === locale} lang={code} onClick={() => choose(code)} title={LOCALE_INFO[code].name}>
          {LOCALE_INFO[code].shortName}
        </button>
      ))}
    </Switch>
  );
}
