import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { LIMITS, formatUsd, keywordOf, normaliseTld, type Tld } from '@storefront/contracts';
import { translateMessage, useLocale, useTranslation } from '@storefront/platform';
import { Chip, Combobox, InlineList, Text, media, type ComboboxOption, smallFontSize } from '@storefront/ui';
import { sessionKeywords, tldLimitMessage, tldOfTerm, withTlds, withoutKeyword, type SearchSession } from '../search-session';
import { DOMAINS_NS } from '../../../i18n/register';

const Bar = styled.div`
  display: grid;
  gap: 14px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(240px, 320px);
    align-items: start;
    padding: 18px 20px;
  }
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const GroupName = styled.span`
  min-width: 72px;
  ${smallFontSize(13)}
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
`;

const Full = styled.p`
  margin: 6px 0 0;
  ${smallFontSize(13)}
  color: ${({ theme }) => theme.colors.muted};
`;

export interface SessionBarProps {
  session: SearchSession;
  /** The TLDs searched now: the chosen ones, or the popular ones the api used when none were chosen. */
  searchedTlds: readonly string[];
  /** The catalogue, for the TLD search box. */
  catalogue: readonly Tld[];
  onChange: (session: SearchSession) => void;
}

const MAX_OPTIONS = 8;

/** The session's keywords and TLDs as removable chips, and the TLD search box that adds a TLD (at most 5). */
export function SessionBar({ session, searchedTlds, catalogue, onChange }: SessionBarProps) {
  const { t } = useTranslation(DOMAINS_NS);
  const { locale } = useLocale();
  const [text, setText] = useState('');
  const [limit, setLimit] = useState<string | null>(null);
  const own = tldOfTerm(session.domain);
  const keywords = sessionKeywords(session);
  const chosen = useMemo(() => (session.tlds.length > 0 ? [...new Set([...(own ? [own] : []), ...session.tlds])] : [...searchedTlds]), [own, session.tlds, searchedTlds]);

  const options = useMemo<ComboboxOption[]>(() => {
    const query = text.trim().toLowerCase().replace(/^\.+/, '');
    if (!query) return [];
    const matches = catalogue.filter((tld) => tld.tld.includes(query) && !chosen.includes(tld.tld));
    matches.sort((a, b) => Number(!a.tld.startsWith(query)) - Number(!b.tld.startsWith(query)) || a.tld.length - b.tld.length || a.tld.localeCompare(b.tld));
    return matches.slice(0, MAX_OPTIONS).map((tld) => ({ value: tld.tld, label: `.${tld.tld}`, detail: `${formatUsd(tld.registerPrice, locale)}${t('tlds.perYear')}` }));
  }, [catalogue, chosen, text, locale, t]);

  /** The explicit TLD list to change: the chosen ones, or the popular ones in effect (without the typed name's own). */
  const base = session.tlds.length > 0 ? session.tlds : searchedTlds.filter((tld) => tld !== own);

  const addTld = (raw: string) => {
    const tld = normaliseTld(raw);
    setText('');
    if (!tld || chosen.includes(tld)) return;
    if (new Set([...(own ? [own] : []), ...base, tld]).size > LIMITS.domainSearchTlds) {
      setLimit(tldLimitMessage());
      return;
    }
    setLimit(null);
    onChange(withTlds(session, [...base, tld]));
  };

  const removeTld = (tld: string) => {
    setLimit(null);
    onChange(withTlds(session, base.filter((value) => value !== tld)));
  };
  // An empty list means "the popular ones", so the last chosen TLD (besides the typed name's own) stays.
  const removable = (tld: string) => tld !== own && base.some((value) => value !== tld);

  return (
    <Bar>
      <div style={{ display: 'grid', gap: 12 }}>
        <Group>
          <GroupName id="session-keywords">{t('session.keywords')}</GroupName>
          <InlineList aria-labelledby="session-keywords">
            {keywords.map((keyword) => {
              const shown = keyword === keywordOf(session.domain) ? session.domain : keyword;
              return (
                <li key={keyword}>
                  <Chip onRemove={() => onChange(withoutKeyword(session, keyword))} removeLabel={t('session.removeKeyword', { keyword: shown })}>
                    {shown}
                  </Chip>
                </li>
              );
            })}
          </InlineList>
          <Text variant="caption">{t('session.count', { count: keywords.length, max: LIMITS.domainSearchKeywords })}</Text>
        </Group>
        <Group>
          <GroupName id="session-tlds">{t('session.tlds')}</GroupName>
          <InlineList aria-labelledby="session-tlds">
            {chosen.map((tld) => (
              <li key={tld}>
                {!removable(tld) ? (
                  <Chip title={tld === own ? t('session.ownTld') : undefined}>.{tld}</Chip>
                ) : (
                  <Chip onRemove={() => removeTld(tld)} removeLabel={t('session.removeTld', { tld: `.${tld}` })}>
                    .{tld}
                  </Chip>
                )}
              </li>
            ))}
          </InlineList>
          <Text variant="caption">
            {session.tlds.length === 0 ? t('session.popular') : t('session.count', { count: chosen.length, max: LIMITS.domainSearchTlds })}
          </Text>
        </Group>
      </div>
      <div>
        <Combobox
          label={t('session.addTld')}
          inputValue={text}
          onInputChange={(value) => {
            setText(value);
            if (!value) setLimit(null);
          }}
          options={options}
          onSelect={(option) => addTld(option.value)}
          listLabel={t('session.tldOptions')}
          emptyText={t('session.noTld')}
          placeholder={t('session.addTldPlaceholder')}
          error={limit ? translateMessage(t, limit) : undefined}
        />
        {!limit && chosen.length >= LIMITS.domainSearchTlds && <Full>{t('session.tldFull', { max: LIMITS.domainSearchTlds })}</Full>}
      </div>
    </Bar>
  );
}
