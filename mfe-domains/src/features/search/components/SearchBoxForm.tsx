import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { translateMessage, useAppDispatch, useLocale, useNavigate, useTranslation } from '@storefront/platform';
import { Button, Icon, media, useTypedBeforeHydration } from '@storefront/ui';
import { SEARCH_BOX_NS } from '../../../i18n/search-box';
import { sessionSearch, termsToSession, unsupportedProblem, type SessionProblem } from '../session-terms';
import { supportedTlds } from '../supported-tlds';

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
  input::placeholder {
    color: #6b7688;
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

const Hint = styled.p`
  margin: 8px 0 0;
  font-size: 14px;
  color: rgba(255, 255, 255, 0.88);
`;

export interface SearchBoxProps {
  /** What the field starts with (the current session's terms on /domain/search). */
  initialValue?: string;
  /** A TLD page's ending: a bare keyword is searched with it ("shop" → "shop.com"). */
  tld?: string | null;
  /** The session's chosen TLDs, kept when the terms change. */
  tlds?: string[];
  /** Hide the hint line under the field. */
  compact?: boolean;
}

/**
 * The domain search box (exposed as domains/SearchBox): one or several names or keywords ("mybrand, coolshop" or "mybrand coolshop"), each
 * checked with the spec §5 rules, at most 5 keywords and 5 TLDs, then /domain/search with the session in the
 * URL. The home page mounts it through federation (domains/SearchBox), so it stays small: no RTK Query (the TLD
 * check loads the domains api when a search is submitted), no page texts.
 */
export function SearchBoxForm({ initialValue = '', tld = null, tlds = [], compact = false }: SearchBoxProps) {
  const { t } = useTranslation(SEARCH_BOX_NS);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { to } = useLocale();
  const [value, setValue] = useState(initialValue);
  const field = useRef<HTMLInputElement>(null);
  const inputRef = useTypedBeforeHydration<HTMLInputElement>(value, field);
  const [problem, setProblem] = useState<SessionProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const hintId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the field shows: typed before the box hydrated, it may not have reached the state by this submit.
    const typed = field.current?.value ?? value;
    const result = termsToSession(typed, { tlds, tldHint: tld });
    if (!result.ok) {
      setProblem(result.problem);
      return;
    }
    const needsCatalogue = result.session.domain.includes('.') || result.session.tlds.length > 0;
    setBusy(needsCatalogue);
    const unsupported = needsCatalogue ? unsupportedProblem(result.session, await supportedTlds(dispatch)) : null;
    setBusy(false);
    setProblem(unsupported);
    if (!unsupported) void navigate(to(`/domain/search?${sessionSearch(result.session)}`));
  };

  const message = problem ? translateMessage(t, problem.message) : null;
  const term = problem && (problem.kind === 'term' || problem.kind === 'unsupportedTld') ? problem.term : '';
  // With several terms, say which one is wrong.
  const several = value.split(/[\s,;]+/).filter(Boolean).length > 1;
  const shown = message && several && term ? t('termError', { term, message }) : message;
  const showHint = !compact && !shown;

  return (
    <div>
      {/* Before the page is interactive the browser sends it as /domain/search?domain=… (one name); after, submit() does. */}
      <Form role="search" onSubmit={(event) => void submit(event)} action={to('/domain/search')} method="get" noValidate aria-label={t('label')}>
        <input
          ref={inputRef}
          name="domain"
          aria-label={t('label')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={shown ? errorId : showHint ? hintId : undefined}
          placeholder={tld ? t('placeholderTld', { tld: `.${tld}` }) : t('placeholder')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
        />
        <Button type="submit" size="lg" loading={busy}>
          <Icon name="search" />
          {t('submit')}
        </Button>
      </Form>
      {shown && (
        <Message id={errorId} role="alert">
          {shown}
        </Message>
      )}
      {showHint && <Hint id={hintId}>{t('hint')}</Hint>}
    </div>
  );
}
