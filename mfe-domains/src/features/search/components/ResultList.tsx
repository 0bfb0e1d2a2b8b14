import { useMemo } from 'react';
import styled from 'styled-components';
import type { DomainResult, RegisterInfo } from '@storefront/contracts';
import { useGetRegisterInfoQuery } from '../../../shared/domains-api';
import { registerInfoArgs } from '../search-args';
import { useCartDomains } from '../../cart';
import { DomainResultRow } from './DomainResultRow';

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * A list of results; the server's totals for every term of the names that can be registered come in one
 * register-info call (multi=1) per list.
 */
export function ResultList({ results, label, exact = false }: { results: readonly DomainResult[]; label: string; exact?: boolean }) {
  const inCart = useCartDomains();
  const registrable = results.filter((result) => result.status !== 'taken').map((result) => result.domain);
  const { data } = useGetRegisterInfoQuery(registerInfoArgs(registrable), { skip: registrable.length === 0 });
  const info = useMemo(() => (data ? new Map<string, RegisterInfo>(data.items.map((item) => [item.domain, item])) : undefined), [data]);
  return (
    <List aria-label={label}>
      {results.map((result) => (
        <DomainResultRow key={result.domain} result={result} info={info?.get(result.domain)} inCart={inCart.has(result.domain)} exact={exact} headingLevel={exact ? 2 : 3} />
      ))}
    </List>
  );
}
