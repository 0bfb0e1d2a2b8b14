import { useId, useState } from 'react';
import styled from 'styled-components';
import { DOMAIN_STATUSES, type DomainFacet, type DomainStatus } from '@storefront/contracts';
import { useTranslation } from '@storefront/platform';
import { Button, Checkbox, Icon, VisuallyHidden, media, smallFontSize } from '@storefront/ui';
import type { SessionView } from '../search-session';
import { DOMAINS_NS } from '../../../i18n/register';

const Toggle = styled(Button)`
  ${media.lg} {
    display: none;
  }
`;

const Panel = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'grid' : 'none')};
  gap: 20px;
  margin-top: 12px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  ${media.lg} {
    display: grid;
    margin-top: 0;
    position: sticky;
    top: 88px;
  }
`;

const Group = styled.fieldset`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: 8px;
    padding: 0;
    ${smallFontSize(13)}
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  overflow-wrap: anywhere;
`;

const Count = styled.span`
  min-width: 24px;
  padding: 0 7px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.muted};
  ${smallFontSize(12)}
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;

export interface FilterPanelProps {
  facets: { keywords: DomainFacet[]; tlds: DomainFacet[]; statuses: DomainFacet[] } | undefined;
  view: SessionView;
  onChange: (change: Partial<SessionView>) => void;
}

/** Keeps the chosen values listed even when the api's facets leave them out (e.g. no result with them now). */
function withChosen(facets: DomainFacet[], chosen: readonly string[]): DomainFacet[] {
  const known = new Set(facets.map((facet) => facet.value));
  return [...facets, ...chosen.filter((value) => !known.has(value)).map((value) => ({ value, count: 0 }))];
}

const toggle = <T extends string>(list: readonly T[], value: T): T[] => (list.includes(value) ? list.filter((item) => item !== value) : [...list, value]);

/** The filter panel of spec §2: keywords, TLDs and status, each value with its count (from super-filter). */
export function FilterPanel({ facets, view, onChange }: FilterPanelProps) {
  const { t } = useTranslation(DOMAINS_NS);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const base = useId();
  const active = view.filterKeywords.length + view.filterTlds.length + view.statuses.length;

  const option = (group: string, value: string, label: string, count: number, checked: boolean, onToggle: () => void) => {
    const countId = `${base}-${group}-${value}`;
    return (
      <Checkbox
        key={value}
        checked={checked}
        onChange={onToggle}
        aria-describedby={countId}
        label={
          <Label>
            {label}
            <Count aria-hidden="true">{count}</Count>
            <VisuallyHidden id={countId} aria-hidden="true">{t('filters.count', { count })}</VisuallyHidden>
          </Label>
        }
      />
    );
  };

  const statuses = withChosen(facets?.statuses ?? DOMAIN_STATUSES.map((value) => ({ value, count: 0 })), view.statuses);

  return (
    <aside aria-label={t('filters.label')}>
      <Toggle variant="secondary" fullWidth aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)} startIcon={<Icon name="menu" size={18} />}>
        {active > 0 ? t('filters.toggleActive', { count: active }) : t('filters.toggle')}
      </Toggle>
      <Panel id={panelId} $open={open}>
        <Group>
          <legend>{t('filters.keywords')}</legend>
          {withChosen(facets?.keywords ?? [], view.filterKeywords).map((facet) =>
            option('k', facet.value, facet.value, facet.count, view.filterKeywords.includes(facet.value), () => onChange({ filterKeywords: toggle(view.filterKeywords, facet.value), page: 1 })),
          )}
        </Group>
        <Group>
          <legend>{t('filters.tlds')}</legend>
          {withChosen(facets?.tlds ?? [], view.filterTlds).map((facet) =>
            option('t', facet.value, `.${facet.value}`, facet.count, view.filterTlds.includes(facet.value), () => onChange({ filterTlds: toggle(view.filterTlds, facet.value), page: 1 })),
          )}
        </Group>
        <Group>
          <legend>{t('filters.status')}</legend>
          {statuses.map((facet) =>
            option('s', facet.value, t(`status.${facet.value}`), facet.count, view.statuses.includes(facet.value as DomainStatus), () =>
              onChange({ statuses: toggle(view.statuses, facet.value as DomainStatus), page: 1 }),
            ),
          )}
        </Group>
        {active > 0 && (
          <Button variant="ghost" size="sm" onClick={() => onChange({ filterKeywords: [], filterTlds: [], statuses: [], page: 1 })}>
            {t('filters.clear')}
          </Button>
        )}
      </Panel>
    </aside>
  );
}
