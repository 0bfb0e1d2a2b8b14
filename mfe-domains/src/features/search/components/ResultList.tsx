import styled from 'styled-components';
import type { DomainResult } from '@storefront/contracts';
import { useRegisterInfoQuery } from '../api/register-info';
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
  const { data: info } = useRegisterInfoQuery(registrable, { skip: registrable.length === 0 });
  return (
    <List aria-label={label}>
      {results.map((result) => (
        <DomainResultRow key={result.domain} result={result} info={info?.[result.domain]} inCart={inCart.has(result.domain)} exact={exact} headingLevel={exact ? 2 : 3} />
      ))}
    </List>
  );
}
